import type { rosterSorts } from '@portal/contracts/roster';
import {
  type RosterMember,
  type RosterQuery,
  type RosterStatus,
  rosterStatuses,
} from '@portal/contracts/roster';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { StatusBadge } from '#src/lib/ui/status-badge.tsx';
import { useAuth } from '#src/lib/auth/use-auth.tsx';
import { Link } from 'react-router';
import { formatDate } from '#src/lib/format.ts';
import { currentLanguage } from '#src/lib/i18n/i18n.ts';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { rosterExportUrl, useRoster } from '../api/roster.ts';
import { AdminFrame } from '../components/admin-frame.tsx';
import { administrationNs } from '../i18n/administration-namespace.ts';
import { adminPath } from '../lib/admin-sections.ts';
import { RosterRenewal } from '../components/roster-renewal.tsx';
import { rosterStatusColours } from '../lib/roster-status.ts';
import { downloadFile } from '#src/lib/download.ts';

const pageSize = 25;
type Sort = (typeof rosterSorts)[number];

const columns: {
  sort: Sort;
  label: 'name' | 'email' | 'memberSince' | 'status' | 'type' | 'periodEnd';
}[] = [
  { sort: 'name', label: 'name' },
  { sort: 'email', label: 'email' },
  { sort: 'memberSince', label: 'memberSince' },
  { sort: 'status', label: 'status' },
  { sort: 'type', label: 'type' },
  { sort: 'periodEnd', label: 'periodEnd' },
];

function Members({ orgKey }: { orgKey: string }) {
  const { t } = useTranslation(administrationNs);
  const token = useAuth().user?.access_token;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState('');
  const [type, setType] = useState('');
  const [period, setPeriod] = useState('');
  const [sort, setSort] = useState<Sort>('name');
  const [direction, setDirection] = useState<'asc' | 'desc'>('asc');
  const [page, setPage] = useState(1);
  const [exportFailed, setExportFailed] = useState(false);
  const filters: Omit<RosterQuery, 'page' | 'pageSize'> = {
    ...(debounced ? { search: debounced } : {}),
    ...(status ? { status: status as RosterStatus } : {}),
    ...(type ? { type } : {}),
    ...(period ? { period: Number(period) } : {}),
    sort,
    direction,
  };
  const roster = useRoster(orgKey, { ...filters, page, pageSize });
  const choose = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
  const sortBy = (column: Sort) => {
    setDirection(column === sort && direction === 'asc' ? 'desc' : 'asc');
    setSort(column);
    setPage(1);
  };
  const download = (format: 'csv' | 'xlsx') => {
    setExportFailed(false);
    downloadFile(
      rosterExportUrl(orgKey, filters, format, currentLanguage()),
      token,
      `members.${format}`,
    ).catch(() => setExportFailed(true));
  };

  return (
    <Stack gap="md">
      <Text>{t('roster.lead')}</Text>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('roster.search')}
          description={t('roster.searchHint')}
          type="search"
          value={search}
          onChange={(event) => choose(setSearch)(event.currentTarget.value)}
          miw={240}
        />
        <NativeSelect
          label={t('roster.status')}
          value={status}
          onChange={(event) => choose(setStatus)(event.currentTarget.value)}
          data={[
            { value: '', label: t('roster.all') },
            ...rosterStatuses.map((value) => ({ value, label: t(`roster.statuses.${value}`) })),
          ]}
        />
        <NativeSelect
          label={t('roster.type')}
          value={type}
          onChange={(event) => choose(setType)(event.currentTarget.value)}
          data={[{ value: '', label: t('roster.all') }, ...(roster.data?.types ?? [])]}
        />
        <NativeSelect
          label={t('roster.period')}
          value={period}
          onChange={(event) => choose(setPeriod)(event.currentTarget.value)}
          data={[
            { value: '', label: t('roster.all') },
            ...(roster.data?.periods ?? []).map((year) => String(year)),
          ]}
        />
        <Group gap="xs">
          <Button variant="light" onClick={() => download('csv')}>
            {t('roster.exportCsv')}
          </Button>
          <Button variant="light" onClick={() => download('xlsx')}>
            {t('roster.exportExcel')}
          </Button>
        </Group>
      </Group>
      {exportFailed && (
        <Alert color="red" role="alert">
          {t('roster.exportFailed')}
        </Alert>
      )}
      {roster.isPending && <Loading />}
      {roster.isError && <LoadFailed onRetry={() => void roster.refetch()} />}
      {roster.data?.total === 0 && <Text>{t('roster.empty')}</Text>}
      {roster.data && roster.data.total > 0 && (
        <>
          <Text size="sm" c="dimmed" role="status">
            {t('roster.count', { count: roster.data.total })}
          </Text>
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={900}>
              <Table striped verticalSpacing="sm">
                <Table.Caption>{t('roster.caption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column) => (
                      <Table.Th
                        key={column.sort}
                        aria-sort={
                          sort === column.sort
                            ? direction === 'asc'
                              ? 'ascending'
                              : 'descending'
                            : undefined
                        }
                      >
                        <UnstyledButton
                          fw={700}
                          fz="sm"
                          onClick={() => sortBy(column.sort)}
                          aria-label={t('roster.sortBy', { column: t(`roster.${column.label}`) })}
                        >
                          {t(`roster.${column.label}`)}
                          {sort === column.sort ? (direction === 'asc' ? ' ▲' : ' ▼') : ''}
                        </UnstyledButton>
                      </Table.Th>
                    ))}
                    <Table.Th>{t('roster.phone')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {roster.data.members.map((member) => (
                    <RosterRow key={member.id} member={member} orgKey={orgKey} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          {roster.data.total > pageSize && (
            <Pagination
              total={Math.ceil(roster.data.total / pageSize)}
              value={page}
              onChange={setPage}
              aria-label={t('roster.pages')}
            />
          )}
        </>
      )}
    </Stack>
  );
}

function RosterRow({ member, orgKey }: { member: RosterMember; orgKey: string }) {
  const { t } = useTranslation(administrationNs);
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={adminPath(`/admin/members/${member.id}`, orgKey)} fw={600}>
          {member.name}
        </Anchor>
      </Table.Td>
      <Table.Td>{member.email ?? '—'}</Table.Td>
      <Table.Td>{member.memberSince ? formatDate(member.memberSince) : '—'}</Table.Td>
      <Table.Td>
        <RosterRenewal member={member}>
          <StatusBadge color={rosterStatusColours[member.status]}>
            {t(`roster.statuses.${member.status}`)}
          </StatusBadge>
        </RosterRenewal>
      </Table.Td>
      <Table.Td>{member.type ?? '—'}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {member.periodStart && member.periodEnd
          ? `${formatDate(member.periodStart)} – ${formatDate(member.periodEnd)}`
          : '—'}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{member.phone ?? '—'}</Table.Td>
    </Table.Tr>
  );
}

export function Component() {
  return (
    <AdminFrame section="members">
      {(organisation) => <Members orgKey={organisation.key} />}
    </AdminFrame>
  );
}
