import type { ReportRow } from '@portal/contracts/organisation-payments';
import { Alert, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useAuth } from '#src/lib/auth/use-auth.tsx';
import { formatDate, formatMoney } from '#src/lib/format.ts';
import { currentLanguage } from '#src/lib/i18n/i18n.ts';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { reportCsvUrl, useTreasurerReport } from '../api/organisation-payments.ts';
import { AdminFrame } from '../components/admin-frame.tsx';
import { administrationNs } from '../i18n/administration-namespace.ts';
import { downloadFile } from '#src/lib/download.ts';

const sums = ['net', 'vat', 'surcharge', 'gross', 'refunded', 'afterRefunds'] as const;

function TreasurerReport({ orgKey }: { orgKey: string }) {
  const { t } = useTranslation(administrationNs);
  const token = useAuth().user?.access_token;
  const year = String(new Date().getFullYear());
  const [from, setFrom] = useState(`${year}-01-01`);
  const [to, setTo] = useState(`${year}-12-31`);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const reversed = from !== '' && to !== '' && to < from;
  const period = { from, to };
  const report = useTreasurerReport(orgKey, period);

  const row = (
    key: string,
    label: string,
    values: Omit<ReportRow, 'name' | 'kind'>,
    total = false,
  ) => (
    <Table.Tr key={key} fw={total ? 700 : undefined}>
      <Table.Th scope="row" fw={total ? 700 : 500}>
        {label}
      </Table.Th>
      <Table.Td ta="right">{values.count}</Table.Td>
      {sums.map((sum) => (
        <Table.Td ta="right" key={sum} style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(values[sum])}
        </Table.Td>
      ))}
    </Table.Tr>
  );

  return (
    <Stack gap="md">
      <Text>{t('report.lead')}</Text>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label={t('report.from')}
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('report.to')}
          value={to}
          error={reversed ? t('report.reversed') : undefined}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
        <Button
          variant="light"
          disabled={reversed}
          onClick={() => {
            setDownloadFailed(false);
            downloadFile(
              reportCsvUrl(orgKey, period, currentLanguage()),
              token,
              'report.csv',
            ).catch(() => setDownloadFailed(true));
          }}
        >
          {t('report.download')}
        </Button>
      </Group>
      {downloadFailed && (
        <Alert color="red" role="alert">
          {t('report.downloadFailed')}
        </Alert>
      )}
      {!reversed && report.isPending && <Loading />}
      {!reversed && report.isError && <LoadFailed onRetry={() => void report.refetch()} />}
      {!reversed && report.data && report.data.rows.length === 0 && (
        <Text>{t('report.empty')}</Text>
      )}
      {!reversed && report.data && report.data.rows.length > 0 && (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="sm">
              <Table.Caption>
                {t('report.caption', {
                  from: formatDate(report.data.from),
                  to: formatDate(report.data.to),
                })}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('report.what')}</Table.Th>
                  <Table.Th ta="right">{t('report.count')}</Table.Th>
                  {sums.map((sum) => (
                    <Table.Th ta="right" key={sum}>
                      {t(`report.${sum}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.data.rows.map((item) =>
                  row(`${item.kind}-${item.name ?? ''}`, item.name ?? t('report.events'), item),
                )}
              </Table.Tbody>
              <Table.Tfoot>{row('total', t('report.total'), report.data.totals, true)}</Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}

export function Component() {
  return (
    <AdminFrame section="report">
      {(organisation) => <TreasurerReport orgKey={organisation.key} />}
    </AdminFrame>
  );
}
