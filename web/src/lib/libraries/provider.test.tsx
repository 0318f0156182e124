import { Button, useMantineTheme } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LibraryProvider, withLibraries } from './provider.tsx';

function PrimaryColor() {
  return <span>{useMantineTheme().primaryColor}</span>;
}

function QueryStaleTime() {
  const staleTime = useQueryClient().getDefaultOptions().queries?.staleTime;
  return <span>stale after {String(staleTime)} ms</span>;
}

describe('the library provider', () => {
  it("gives Mantine's components the app's theme, and the app's query cache, once a module came with them", async () => {
    const { Later } = await withLibraries(Promise.resolve({ Later: PrimaryColor }));
    render(
      <LibraryProvider>
        <Later />
        <Button>Pay</Button>
        <QueryStaleTime />
      </LibraryProvider>,
    );
    expect(screen.getByText('blue')).toBeInTheDocument();
    expect(screen.getByText('stale after 30000 ms')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveClass('mantine-Button-root');
  });

  it('asks for the libraries again when loading them failed (no network)', async () => {
    vi.resetModules();
    let isOffline = true;
    vi.doMock('./runtime.ts', async (importOriginal) => {
      if (isOffline) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    try {
      const later = await import('./provider.tsx');
      await expect(later.withLibraries(Promise.resolve('page'))).rejects.toThrow();
      isOffline = false;
      await expect(later.withLibraries(Promise.resolve('page'))).resolves.toBe('page');
    } finally {
      vi.doUnmock('./runtime.ts');
    }
  });
});
