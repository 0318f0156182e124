import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme.ts';

describe("the theme's CSS variables", () => {
  // The app draws with Mantine's contexts rather than its provider (`lib/libraries/provider.tsx`), so the
  // stylesheet carries what the provider would write into the page. `vitest -u` writes it anew.
  it('are what Mantine’s provider writes for the theme', async () => {
    const view = renderToStaticMarkup(
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
      >
        {null}
      </MantineProvider>,
    );
    const rules = [...view.matchAll(/<style data-mantine-styles="[^"]*">([\s\S]*?)<\/style>/g)]
      .map(([, css]) => css?.trim())
      .join('\n');
    expect(rules).toContain('--mantine-color-dimmed');
    await expect(
      `/* Written by theme-variables.test.tsx from theme.ts: do not edit. */\n${rules}\n`,
    ).toMatchFileSnapshot('./theme-variables.css');
  });
});
