import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { downloadApiFile } from '#src/lib/download.ts';
import { useMembershipHistory } from '../api/get-membership-history.ts';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { MembershipStatusBadge, PaymentStatusBadge } from '../components/status-badge.tsx';
import { formatDate, formatMoney } from '#src/lib/format.ts';

/** The record's receipt as a PDF file: the download needs the member's token. */
function ReceiptPdfLink({ historyId, year }: { historyId: string; year: number }) {
  const { t, i18n } = useTranslation(membershipsNs);
  const [failed, setFailed] = useState(false);
  const download = () => {
    setFailed(false);
    downloadApiFile(
      `/member/api/v1/membership/history/${historyId}/receipt.pdf?language=${i18n.language === 'en' ? 'en' : 'da'}`,
      `receipt-${String(year)}.pdf`,
    ).catch(() => setFailed(true));
  };
  return (
    <>
      <Anchor
        component="button"
        type="button"
        onClick={download}
        aria-label={t('history.pdfLabel', { year: String(year) })}
      >
        {t('history.pdf')}
      </Anchor>
      {failed && (
        <Text size="xs" c="red" role="alert">
          {t('receipt.downloadFailed')}
        </Text>
      )}
    </>
  );
}

/** /membership/{id}/history: every record of a membership with its status and amounts. */
export function Component() {
  const { t } = useTranslation(membershipsNs);
  const { id = '' } = useParams();
  const history = useMembershipHistory(id);
  if (history.isError) return <LoadFailed onRetry={() => void history.refetch()} />;
  if (!history.data) return <Loading />;
  const records = [...history.data].sort((a, b) => b.startDate.localeCompare(a.startDate));
  return (
    <Stack gap="md" maw={1000}>
      <Group justify="space-between">
        <Text c="dimmed">{t('history.intro')}</Text>
        <Anchor component={Link} to="/memberships">
          {t('common.memberships')}
        </Anchor>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {records.length === 0 ? (
          <Text p="md">{t('history.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('history.year')}</Table.Th>
                  <Table.Th scope="col">{t('history.membership')}</Table.Th>
                  <Table.Th scope="col">{t('overview.periodLabel')}</Table.Th>
                  <Table.Th scope="col">{t('overview.status')}</Table.Th>
                  <Table.Th scope="col">{t('history.paymentStatus')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('history.amount')}
                  </Table.Th>
                  <Table.Th scope="col">{t('common.receipt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {records.map((record) => (
                  <Table.Tr key={record.id}>
                    <Table.Th scope="row">{record.membershipFor}</Table.Th>
                    <Table.Td>{record.membershipName}</Table.Td>
                    <Table.Td>
                      {t('common.period', {
                        start: formatDate(record.startDate),
                        end: formatDate(record.endDate),
                      })}
                    </Table.Td>
                    <Table.Td>
                      <MembershipStatusBadge status={record.status} />
                    </Table.Td>
                    <Table.Td>
                      <PaymentStatusBadge status={record.payment.paymentStatus} />
                    </Table.Td>
                    <Table.Td ta="right">
                      {formatMoney(record.amount.total, record.payment.currency)}
                    </Table.Td>
                    <Table.Td>
                      {record.payment.paymentStatus === 'paid' && (
                        <Group gap="sm" wrap="nowrap">
                          <Anchor
                            component={Link}
                            to={`/membership/${id}/receipt?record=${record.id}`}
                          >
                            {t('common.receipt')}
                          </Anchor>
                          <ReceiptPdfLink historyId={record.id} year={record.membershipFor} />
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
