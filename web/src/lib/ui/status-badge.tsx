import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A state in a word, in a pill of the state's colour. Mantine's badges write the word in a shade
 * of the colour that is too faint for small text (WCAG 1.4.3): here the word keeps the text
 * colour and the pill's tint and border carry the state's colour.
 */
export function StatusBadge({
  color,
  size,
  children,
}: {
  color: string;
  size?: 'lg';
  children: ReactNode;
}) {
  return (
    <Text
      component="span"
      fz={size === 'lg' ? 'sm' : 'xs'}
      fw={700}
      tt="uppercase"
      px={size === 'lg' ? 12 : 8}
      py={2}
      style={{
        display: 'inline-block',
        whiteSpace: 'nowrap',
        borderRadius: 999,
        border: `1px solid var(--mantine-color-${color}-6)`,
        background: `var(--mantine-color-${color}-0)`,
        color: 'var(--mantine-color-text)',
      }}
    >
      {children}
    </Text>
  );
}
