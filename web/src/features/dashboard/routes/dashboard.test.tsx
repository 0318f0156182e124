import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '#src/lib/i18n/i18n.ts';
import { Component as Dashboard } from './dashboard.tsx';

beforeAll(async () => {
  await initI18n();
});

describe('the dashboard', () => {
  it.each([
    ['en', 'Upcoming events', 'All my tickets'],
    ['da', 'Kommende arrangementer', 'Alle mine billetter'],
  ] as const)(
    'names its event list with the page, before the list has loaded (%s)',
    async (language, heading, tickets) => {
      await changeLanguage(language);
      render(
        <MantineProvider env="test">
          <MemoryRouter>
            <Dashboard />
          </MemoryRouter>
        </MantineProvider>,
      );
      const section = screen.getByRole('region', { name: heading });
      expect(section).toBeInTheDocument();
      expect(screen.getByRole('link', { name: tickets })).toHaveAttribute('href', '/tickets');
      // The list itself comes once the browser is idle.
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    },
  );
});
