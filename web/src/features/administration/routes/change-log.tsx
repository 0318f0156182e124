import type { OrganisationAuditRecord } from '@portal/contracts/administration';
import { Button, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { formatDateTime } from '#src/lib/format.ts';
import { LoadFailed } from '#src/lib/ui/load-state.tsx';
import { useOrganisationAudit } from '../api/organisation-audit.ts';
import { AdminFrame } from '../components/admin-frame.tsx';
import { administrationNs } from '../i18n/administration-namespace.ts';
import { changesOf, otherDetailsOf } from '../lib/audit-changes.ts';

function ChangeLog({ orgKey }: { orgKey: string }) {
  const { t } = useTranslation(administrationNs);
  const log = useOrganisationAudit(orgKey);
  const records = log.data?.pages.flatMap((page) => page.records) ?? [];

  return (
    <Stack gap="md">
      <Text>{t('audit.lead')}</Text>
      {log.isPending && <Loader role="status" size="sm" aria-label={t('audit.caption')} />}
      {log.isError && <LoadFailed onRetry={() => void log.refetch()} />}
      {log.isSuccess && records.length === 0 && <Text>{t('audit.empty')}</Text>}
      {records.length > 0 && (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="sm">
              <Table.Caption>{t('audit.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('audit.time')}</Table.Th>
                  <Table.Th>{t('audit.actor')}</Table.Th>
                  <Table.Th>{t('audit.action')}</Table.Th>
                  <Table.Th>{t('audit.changes')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {records.map((record) => (
                  <ChangeRow key={record.id} record={record} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {log.hasNextPage && (
        <Button
          variant="light"
          onClick={() => void log.fetchNextPage()}
          loading={log.isFetchingNextPage}
          w="fit-content"
        >
          {t('audit.more')}
        </Button>
      )}
    </Stack>
  );
}

function ChangeRow({ record }: { record: OrganisationAuditRecord }) {
  const { t, i18n } = useTranslation(administrationNs);
  const known = (group: 'actions' | 'fields', key: string) =>
    i18n.exists(`audit.${group}.${key}`, { ns: administrationNs })
      ? t(`audit.${group}.${key}` as 'audit.none')
      : key.replaceAll('_', ' ');
  const shown = (value: unknown) => {
    if (value === undefined || value === null || value === '') return t('audit.none');
    if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
    if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)) return formatDateTime(value);
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  const lines = [
    ...otherDetailsOf(record.details).map(
      ([field, value]) => `${known('fields', field)}: ${shown(value)}`,
    ),
    ...changesOf(record.details).map(
      (change) =>
        `${known('fields', change.field)}: ${shown(change.before)} → ${shown(change.after)}`,
    ),
  ];
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(record.occurredAt)}</Table.Td>
      <Table.Td>{record.actorEmail ?? t('audit.none')}</Table.Td>
      <Table.Td>{known('actions', record.action)}</Table.Td>
      <Table.Td>
        {lines.map((line) => (
          <Text key={line} size="sm" style={{ whiteSpace: 'pre-line' }}>
            {line}
          </Text>
        ))}
      </Table.Td>
    </Table.Tr>
  );
}

export function Component() {
  return (
    <AdminFrame section="audit">
      {(organisation) => <ChangeLog orgKey={organisation.key} />}
    </AdminFrame>
  );
}
