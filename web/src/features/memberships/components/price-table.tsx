import { Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ParticipantPrice } from '@portal/contracts/price';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';
import { formatMoney } from '#src/lib/format.ts';
import { PriceList } from './price-list.tsx';

export interface PriceRow extends ParticipantPrice {
  key: string;
  label: string;
  detail?: string;
}

/** Per-participant lines with price, VAT, surcharge and total, and the sum beneath. */
export function PriceTable({
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
  const isPhone = useMediaQuery('(max-width: 36em)');
  if (isPhone) return <PriceList rows={rows} total={total} currency={currency} caption={caption} />;
  const money = (value: number) => formatMoney(value, currency);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table captionSide="top" verticalSpacing="xs">
        <Table.Caption style={{ textAlign: 'left' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('receipt.line')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('purchase.price')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('purchase.vat')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('purchase.surcharge')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('purchase.total')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={400}>
                {row.label}
                {row.detail && (
                  <div style={{ fontSize: '0.85em', opacity: 0.75 }}>{row.detail}</div>
                )}
              </Table.Th>
              <Table.Td ta="right">{money(row.price)}</Table.Td>
              <Table.Td ta="right">{money(row.vat)}</Table.Td>
              <Table.Td ta="right">{money(row.surcharge)}</Table.Td>
              <Table.Td ta="right">{money(row.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('purchase.totalToPay')}</Table.Th>
            <Table.Td ta="right">{money(total.price)}</Table.Td>
            <Table.Td ta="right">{money(total.vat)}</Table.Td>
            <Table.Td ta="right">{money(total.surcharge)}</Table.Td>
            <Table.Td ta="right" fw={700} data-testid="price-total">
              {money(total.total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
