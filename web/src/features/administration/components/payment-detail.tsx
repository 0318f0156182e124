import type {
  OrganisationPayment,
  PaymentDetail as Detail,
} from '@portal/contracts/organisation-payments';
import {
  Alert,
  Button,
  Group,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { ApiError } from '#src/lib/api-error.ts';
import { formatDateTime, formatMoney } from '#src/lib/format.ts';
import { currentLanguage } from '#src/lib/i18n/i18n.ts';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { usePaymentDetail, useRefund } from '../api/organisation-payments.ts';
import { administrationNs } from '../i18n/administration-namespace.ts';
import { kronerText, parseKroner } from '../lib/kroner.ts';

/** A payment's lines, its refunds, and the refund or void an administrator can make of it. */
export function PaymentDetail({
  orgKey,
  payment,
}: {
  orgKey: string;
  payment: OrganisationPayment;
}) {
  const { t } = useTranslation(administrationNs);
  const detail = usePaymentDetail(orgKey, payment.kind, payment.id);
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <LoadFailed onRetry={() => void detail.refetch()} />;
  const { lines, refunds } = detail.data;
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {formatDateTime(payment.createdAt)} · {payment.payer.name} ({payment.payer.email})
        {payment.maskedCard ? ` · ${payment.maskedCard}` : ''}
      </Text>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('payments.lines')}
        </Title>
        <Table.ScrollContainer minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payments.line')}</Table.Th>
                <Table.Th ta="right">{t('payments.price')}</Table.Th>
                <Table.Th ta="right">{t('payments.vat')}</Table.Th>
                <Table.Th ta="right">{t('payments.surcharge')}</Table.Th>
                <Table.Th ta="right">{t('payments.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.description}>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.price, payment.currency)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.vat, payment.currency)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.surcharge, payment.currency)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.total, payment.currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('payments.refunds')}
        </Title>
        {refunds.length === 0 && <Text size="sm">{t('payments.noRefunds')}</Text>}
        {refunds.map((refund) => (
          <Text size="sm" key={refund.id}>
            {t(refund.action === 'void' ? 'payments.voidLine' : 'payments.refundLine', {
              amount: formatMoney(refund.amount, payment.currency),
              date: formatDateTime(refund.createdAt),
              who: refund.requestedByEmail ?? '',
              reason: refund.reason,
            })}{' '}
            ({t(`payments.refundStatus.${refund.status}`)}
            {refund.failure ? `: ${refund.failure}` : ''})
          </Text>
        ))}
      </Stack>
      <RefundForm orgKey={orgKey} payment={payment} detail={detail.data} />
    </Stack>
  );
}

type RefundError = 'amount' | 'tooLarge' | 'reason' | 'reasonTooLong';

function RefundForm({
  orgKey,
  payment,
  detail,
}: {
  orgKey: string;
  payment: OrganisationPayment;
  detail: Detail;
}) {
  const { t } = useTranslation(administrationNs);
  const refund = useRefund(orgKey, payment.kind, payment.id);
  const action = detail.possibleAction;
  const [amount, setAmount] = useState(kronerText(detail.refundable, currentLanguage()));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'amount' | 'reason', RefundError>>>({});
  const [outcome, setOutcome] = useState<{ text: string; ok: boolean } | null>(null);
  // One key per refund the administrator means: a double click or a retry sends the same one.
  const [key, setKey] = useState(() => crypto.randomUUID());

  if (!action) {
    return outcome ? (
      <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
        {outcome.text}
      </Alert>
    ) : (
      <Text size="sm" c="dimmed">
        {t('payments.nothingLeft')}
      </Text>
    );
  }
  const money = (ore: number) => formatMoney(ore, payment.currency);

  const submit = (event: React.SyntheticEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const ore = parseKroner(amount);
    if (action === 'refund') {
      if (ore === null || ore <= 0) found.amount = 'amount';
      else if (ore > detail.refundable) found.amount = 'tooLarge';
    }
    if (reason.trim() === '') found.reason = 'reason';
    else if (reason.trim().length > 255) found.reason = 'reasonTooLong';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setOutcome(null);
    refund.mutate(
      {
        action,
        ...(action === 'refund' ? { amount: ore ?? 0 } : {}),
        reason: reason.trim(),
        idempotencyKey: key,
      },
      {
        onSuccess: (made) => {
          setKey(crypto.randomUUID());
          setReason('');
          let text = t('payments.voidDone');
          if (made.status === 'pending') text = t('payments.refundPending');
          else if (made.action === 'refund')
            text = t('payments.refundDone', { amount: money(made.amount) });
          setOutcome({ text, ok: true });
        },
        onError: (error) => {
          const failure = error instanceof ApiError ? error.problem?.params?.failure : undefined;
          setOutcome({
            text:
              typeof failure === 'string'
                ? t('payments.refundRefused', { failure })
                : t('payments.refundFailed'),
            ok: false,
          });
        },
      },
    );
  };

  const errorText = (field: 'amount' | 'reason') => {
    const found = errors[field];
    return found ? t(`payments.errors.${found}`, { amount: money(detail.refundable) }) : undefined;
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t(action === 'void' ? 'payments.voidHeading' : 'payments.refundHeading')}
    >
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t(action === 'void' ? 'payments.voidHeading' : 'payments.refundHeading')}
        </Title>
        <Text size="sm">
          {action === 'void'
            ? t('payments.voidLead')
            : t('payments.refundLead', { amount: money(detail.refundable) })}
        </Text>
        {outcome && (
          <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.text}
          </Alert>
        )}
        {action === 'refund' && (
          <TextInput
            label={t('payments.refundAmount')}
            inputMode="decimal"
            value={amount}
            error={errorText('amount')}
            onChange={(event) => setAmount(event.currentTarget.value)}
            maw={240}
          />
        )}
        <Textarea
          label={t('payments.reason')}
          description={t('payments.reasonHint')}
          value={reason}
          error={errorText('reason')}
          autosize
          minRows={2}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" color="red.8" loading={refund.isPending}>
            {t(action === 'void' ? 'payments.void' : 'payments.refund')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
