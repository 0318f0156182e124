import { Divider, Group, Stack, Text } from '@mantine/core';
import type { ParticipantPrice } from '@portal/contracts/price';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';
import { formatMoney } from '#src/lib/format.ts';
import type { PriceRow } from './price-table.tsx';

function Amounts({ amounts, currency }: { amounts: ParticipantPrice; currency: string }) {
  const { t } = useTranslation(membershipsNs);
  const items: [string, number][] = [
    [t('purchase.price'), amounts.price],
    [t('purchase.vat'), amounts.vat],
    [t('purchase.surcharge'), amounts.surcharge],
  ];
  return (
    <dl style={{ margin: 0 }}>
      {items.map(([label, value]) => (
        <Group key={label} justify="space-between" gap="xs">
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {formatMoney(value, currency)}
          </Text>
        </Group>
      ))}
    </dl>
  );
}

/** The price breakdown as a list, for phones, where a five-column table would scroll sideways. */
export function PriceList({
  rows,
  total,
  currency,
  caption,
}: {
  rows: readonly PriceRow[];
  total: ParticipantPrice;
  currency: string;
  caption: string;
}) {
  const { t } = useTranslation(membershipsNs);
  return (
    <Stack gap="sm" aria-label={caption} role="group">
      {rows.map((row) => (
        <Stack gap={4} key={row.key}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text fw={600}>{row.label}</Text>
              {row.detail && (
                <Text size="sm" c="dimmed">
                  {row.detail}
                </Text>
              )}
            </div>
            <Text fw={600}>{formatMoney(row.total, currency)}</Text>
          </Group>
          <Amounts amounts={row} currency={currency} />
          <Divider />
        </Stack>
      ))}
      <Amounts amounts={total} currency={currency} />
      <Group justify="space-between">
        <Text fw={700}>{t('purchase.totalToPay')}</Text>
        <Text fw={700} data-testid="price-total">
          {formatMoney(total.total, currency)}
        </Text>
      </Group>
    </Stack>
  );
}
