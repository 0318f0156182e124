import { Button, Loader, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { LoadFailed } from '#src/lib/ui/load-state.tsx';
import { HttpStatusError } from '#src/lib/http-status-error.ts';
import { refusalText } from '#src/lib/i18n/i18n.ts';
import { impersonationNs } from '#src/features/impersonation/i18n/impersonation-namespace.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { useMembers } from '../api/list-members.ts';
import { AuditRow } from '../components/audit-row.tsx';
import { pickerLabel } from '../lib/member-search.ts';
import { useIsSuperAdmin } from '../lib/use-is-super-admin.ts';

function AuditLog() {
  const { t } = useTranslation(impersonationNs);
  const [memberId, setMemberId] = useState<string | null>(null);
  const members = useMembers(true);
  const log = useAuditLog(memberId);
  const records = log.data?.pages.flatMap((page) => page.records) ?? [];

  return (
    <Stack gap="md">
      <Text>{t('audit.intro')}</Text>
      <Select
        label={t('audit.filter')}
        placeholder={t('audit.allMembers')}
        data={(members.data ?? []).map((member) => ({
          value: member.id,
          label: `${pickerLabel(member)} (${member.email ?? ''})`,
        }))}
        value={memberId}
        onChange={setMemberId}
        searchable
        clearable
        maw={420}
      />
      {log.isPending && <Loader role="status" size="sm" aria-label={t('audit.loading')} />}
      {log.isError && (
        <LoadFailed message={t('audit.loadFailed')} onRetry={() => void log.refetch()} />
      )}
      {log.isSuccess && records.length === 0 && <Text>{t('audit.empty')}</Text>}
      {records.length > 0 && (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={720}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('audit.time')}</Table.Th>
                  <Table.Th>{t('audit.actor')}</Table.Th>
                  <Table.Th>{t('audit.actedAs')}</Table.Th>
                  <Table.Th>{t('audit.call')}</Table.Th>
                  <Table.Th>{t('audit.answer')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {records.map((record) => (
                  <AuditRow key={record.id} record={record} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {log.hasNextPage && (
        <Button
          variant="default"
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

export function Component() {
  if (!useIsSuperAdmin()) {
    throw new HttpStatusError(403, refusalText('audit_log_super_admin_only') ?? '');
  }
  return <AuditLog />;
}
