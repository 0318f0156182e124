import { Button, useMantineTheme } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider, withTheme } from './theme-provider.tsx';

function PrimaryColor() {
  return <span>{useMantineTheme().primaryColor}</span>;
}

describe('the theme provider', () => {
  it("gives Mantine's components the app's theme once a module came with it", async () => {
    const { Later } = await withTheme(Promise.resolve({ Later: PrimaryColor }));
    render(
      <ThemeProvider>
        <Later />
        <Button>Pay</Button>
      </ThemeProvider>,
    );
    expect(screen.getByText('blue')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveClass('mantine-Button-root');
  });
});
