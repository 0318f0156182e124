import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** System fonts only: the CSP allows nothing from the internet, and they cost no download. */
export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons above the 4.5:1 contrast of WCAG AA.
  primaryShade: 8,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
});

/**
 * Mantine's dimmed grey and its error red (shade 8, 4.4:1) are below AA on white; darker shades
 * keep secondary text and field errors readable.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': current.colors.gray[7],
    '--mantine-color-error': current.colors.red[9],
  },
  dark: {},
});
