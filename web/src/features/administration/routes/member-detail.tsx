import { Anchor, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { StatusBadge } from '#src/lib/ui/status-badge.tsx';
import { Link, useParams } from 'react-router';
import { formatDate, formatDateTime, formatMoney } from '#src/lib/format.ts';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { useRosterMember } from '../api/roster.ts';
import { AdminFrame } from '../components/admin-frame.tsx';
import { administrationNs } from '../i18n/administration-namespace.ts';
import { adminPath } from '../lib/admin-sections.ts';
import { rosterStatusColours } from '../lib/roster-status.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function MemberDetail({ orgKey, memberId }: { orgKey: string; memberId: string }) {
  const { t } = useTranslation(administrationNs);
  const detail = useRosterMember(orgKey, memberId);
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <LoadFailed onRetry={() => void detail.refetch()} />;
  const { member, memberships, payments, family, tickets } = detail.data;
  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to={adminPath('/admin/members', orgKey)} size="sm">
        {t('roster.back')}
      </Anchor>
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h3">
              {member.name}
            </Title>
            <Text size="sm">{[member.email, member.phone].filter(Boolean).join(' · ')}</Text>
            {member.address && (
              <Text size="sm" c="dimmed">
                {t('roster.address')}: {member.address}
              </Text>
            )}
            {member.memberSince && (
              <Text size="sm" c="dimmed">
                {t('roster.memberSince')}: {formatDate(member.memberSince)}
              </Text>
            )}
          </Stack>
          <StatusBadge color={rosterStatusColours[member.status]} size="lg">
            {t(`roster.statuses.${member.status}`)}
          </StatusBadge>
        </Group>
      </Card>
      <Section title={t('roster.memberships')}>
        {memberships.length === 0 && <Text size="sm">{t('roster.noMemberships')}</Text>}
        {memberships.map((membership) => (
          <Group key={membership.id} justify="space-between">
            <Text>
              {membership.type}: {formatDate(membership.startDate)} –{' '}
              {formatDate(membership.endDate)}
            </Text>
            <StatusBadge color={membership.paid ? 'green' : 'yellow'}>
              {membership.paid ? t('roster.paid') : t('roster.notPaid')}
            </StatusBadge>
          </Group>
        ))}
      </Section>
      <Section title={t('roster.payments')}>
        {payments.length === 0 && <Text size="sm">{t('roster.noPayments')}</Text>}
        {payments.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('payments.date')}</Table.Th>
                  <Table.Th>{t('payments.for')}</Table.Th>
                  <Table.Th ta="right">{t('payments.amount')}</Table.Th>
                  <Table.Th>{t('payments.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {payments.map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(payment.createdAt)}
                    </Table.Td>
                    <Table.Td>{payment.description}</Table.Td>
                    <Table.Td ta="right">{formatMoney(payment.amount, payment.currency)}</Table.Td>
                    <Table.Td>{t(`payments.statuses.${payment.status}`)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>
      <Section title={t('roster.family')}>
        {family.length === 0 && <Text size="sm">{t('roster.noFamily')}</Text>}
        {family.map((person) => (
          <Text key={person.id}>
            {person.name} ({t(`roster.relations.${person.relation}`)})
          </Text>
        ))}
      </Section>
      <Section title={t('roster.tickets')}>
        {tickets.length === 0 && <Text size="sm">{t('roster.noTickets')}</Text>}
        {tickets.map((ticket) => (
          <Text key={ticket.id}>
            {ticket.event}, {formatDateTime(ticket.startDate)}: {ticket.holderName}
          </Text>
        ))}
      </Section>
    </Stack>
  );
}

export function Component() {
  const memberId = useParams().memberId ?? '';
  return (
    <AdminFrame section="members">
      {(organisation) => <MemberDetail orgKey={organisation.key} memberId={memberId} />}
    </AdminFrame>
  );
}
