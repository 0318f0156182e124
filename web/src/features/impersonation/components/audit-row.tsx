import { Table, Text } from '@mantine/core';
import type { AuditRecord } from '@portal/contracts/audit';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { impersonationNs } from '#src/features/impersonation/i18n/impersonation-namespace.ts';
import { pickerLabel } from '../lib/member-search.ts';

/** One call of the audit log; a refused attempt shows the id that was asked for. */
export function AuditRow({ record }: { record: AuditRecord }) {
  const { t, i18n } = useTranslation(impersonationNs);
  const time = new Date(record.occurredAt).toLocaleString(
    i18n.language === 'da' ? 'da-DK' : 'en-GB',
  );
  return (
    <Table.Tr>
      <Table.Td>{time}</Table.Td>
      <Table.Td>{record.actor.email ?? record.actor.subject}</Table.Td>
      <Table.Td>
        {record.actedAs ? (
          <>
            <Text size="sm">{pickerLabel(record.actedAs)}</Text>
            <Text size="xs" c="dimmed">
              {record.actedAs.email}
            </Text>
          </>
        ) : record.requestedMemberId ? (
          <>
            <Text size="sm" ff="monospace">
              {record.requestedMemberId}
            </Text>
            <Text size="xs" c="dimmed">
              {t('audit.unknownMember')}
            </Text>
          </>
        ) : (
          t('audit.noMember')
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {record.method} {record.path}
        </Text>
      </Table.Td>
      <Table.Td>
        {record.action === 'impersonation_refused' ? t('audit.refused') : record.statusCode}
      </Table.Td>
    </Table.Tr>
  );
}
