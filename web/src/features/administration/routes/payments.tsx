import {
  type OrganisationPayment,
  organisationPaymentStatuses,
  type PaymentKind,
  paymentKinds,
} from '@portal/contracts/organisation-payments';
import {
  Anchor,
  Drawer,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { StatusBadge } from '#src/lib/ui/status-badge.tsx';
import { formatDateTime, formatMoney } from '#src/lib/format.ts';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { usePayments } from '../api/organisation-payments.ts';
import { AdminFrame } from '../components/admin-frame.tsx';
import { PaymentDetail } from '../components/payment-detail.tsx';
import { administrationNs } from '../i18n/administration-namespace.ts';

const pageSize = 25;
const statusColours: Record<OrganisationPayment['status'], string> = {
  pending: 'yellow',
  paid: 'green',
  partly_refunded: 'orange',
  refunded: 'gray',
  declined: 'red',
  cancelled: 'gray',
  expired: 'gray',
};

function Payments({ orgKey }: { orgKey: string }) {
  const { t } = useTranslation(administrationNs);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState('');
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<OrganisationPayment | null>(null);
  const payments = usePayments(orgKey, {
    ...(debounced ? { search: debounced } : {}),
    ...(status ? { status: status as OrganisationPayment['status'] } : {}),
    ...(kind ? { kind: kind as PaymentKind } : {}),
    page,
    pageSize,
  });
  const filtered = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };

  return (
    <Stack gap="md">
      <Text>{t('payments.lead')}</Text>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('payments.search')}
          description={t('payments.searchHint')}
          type="search"
          value={search}
          onChange={(event) => filtered(setSearch)(event.currentTarget.value)}
          miw={260}
        />
        <NativeSelect
          label={t('payments.status')}
          value={status}
          onChange={(event) => filtered(setStatus)(event.currentTarget.value)}
          data={[
            { value: '', label: t('payments.all') },
            ...organisationPaymentStatuses.map((value) => ({
              value,
              label: t(`payments.statuses.${value}`),
            })),
          ]}
        />
        <NativeSelect
          label={t('payments.kind')}
          value={kind}
          onChange={(event) => filtered(setKind)(event.currentTarget.value)}
          data={[
            { value: '', label: t('payments.all') },
            ...paymentKinds.map((value) => ({ value, label: t(`payments.kinds.${value}`) })),
          ]}
        />
      </Group>
      {payments.isPending && <Loading />}
      {payments.isError && <LoadFailed onRetry={() => void payments.refetch()} />}
      {payments.data && payments.data.total === 0 && <Text>{t('payments.empty')}</Text>}
      {payments.data && payments.data.total > 0 && (
        <>
          <Text size="sm" c="dimmed" role="status">
            {t('payments.count', { count: payments.data.total })}
          </Text>
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={860}>
              <Table striped verticalSpacing="sm">
                <Table.Caption>{t('payments.caption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('payments.date')}</Table.Th>
                    <Table.Th>{t('payments.orderNumber')}</Table.Th>
                    <Table.Th>{t('payments.payer')}</Table.Th>
                    <Table.Th>{t('payments.for')}</Table.Th>
                    <Table.Th ta="right">{t('payments.amount')}</Table.Th>
                    <Table.Th>{t('payments.status')}</Table.Th>
                    <Table.Th>{t('payments.reference')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {payments.data.payments.map((payment) => (
                    <Table.Tr key={`${payment.kind}-${payment.id}`}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(payment.createdAt)}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <Anchor
                          component="button"
                          type="button"
                          onClick={() => setOpen(payment)}
                          aria-label={t('payments.open', { order: payment.orderNumber ?? '' })}
                        >
                          {payment.orderNumber ?? '—'}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        {payment.payer.name}
                        <Text size="xs" c="dimmed">
                          {payment.payer.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="xs" c="dimmed">
                          {t(`payments.kinds.${payment.kind}`)}
                        </Text>
                        {payment.description}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(payment.amount, payment.currency)}
                        {payment.vat > 0 && (
                          <Text size="xs" c="dimmed">
                            {t('payments.vatIncluded', {
                              vat: formatMoney(payment.vat, payment.currency),
                            })}
                          </Text>
                        )}
                        {payment.refundedAmount > 0 && (
                          <Text size="xs" c="orange.8">
                            {t('payments.refunded', {
                              amount: formatMoney(payment.refundedAmount, payment.currency),
                            })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge color={statusColours[payment.status]}>
                          {t(`payments.statuses.${payment.status}`)}
                        </StatusBadge>
                      </Table.Td>
                      <Table.Td>
                        <Text size="xs" ff="monospace">
                          {payment.gatewayReference ?? '—'}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          {payments.data.total > pageSize && (
            <Pagination
              total={Math.ceil(payments.data.total / pageSize)}
              value={page}
              onChange={setPage}
              aria-label={t('payments.pages')}
            />
          )}
        </>
      )}
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position="right"
        zIndex={1000}
        size="lg"
        title={t('payments.detailHeading', { order: open?.orderNumber ?? '' })}
        closeButtonProps={{ 'aria-label': t('payments.close') }}
      >
        {open && <PaymentDetail key={open.id} orgKey={orgKey} payment={open} />}
      </Drawer>
    </Stack>
  );
}

export function Component() {
  return (
    <AdminFrame section="payments">
      {(organisation) => <Payments orgKey={organisation.key} />}
    </AdminFrame>
  );
}
