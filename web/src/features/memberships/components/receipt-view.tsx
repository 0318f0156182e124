import { Anchor, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Receipt } from '@portal/contracts/membership-records';
import { useEffect, useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';
import { Link } from 'react-router';
import { downloadApiFile } from '#src/lib/download.ts';
import { formatDate, formatDateTime } from '#src/lib/format.ts';
import { PriceTable } from './price-table.tsx';
import classes from './receipt.module.css';
import { PaymentStatusBadge } from './status-badge.tsx';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}

/**
 * The receipt: organisation, member, period, lines with the VAT breakdown, payment reference and
 * total. "Download receipt (PDF)" saves the server's PDF receipt; "Print" is the browser's.
 */
export function ReceiptView({ receipt, membershipId }: { receipt: Receipt; membershipId: string }) {
  const { t, i18n } = useTranslation(membershipsNs);
  useEffect(() => {
    document.body.dataset.printing = 'receipt';
    return () => {
      delete document.body.dataset.printing;
    };
  }, []);
  const reference = receipt.paymentReference;
  const [isDownloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  // The server's PDF of the payer's record: it needs the token, so it is fetched, not linked.
  const historyId = receipt.lines.find(
    (line) => line.memberId === receipt.payer.memberId,
  )?.historyId;
  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      await downloadApiFile(
        `/member/api/v1/membership/history/${historyId ?? receipt.lines[0]?.historyId ?? ''}/receipt.pdf?language=${i18n.language === 'en' ? 'en' : 'da'}`,
        `receipt-${reference.gatewayOrderNumber}.pdf`,
      );
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack gap="md" className={classes.receipt}>
      <Group gap="md" data-print="hide">
        <Anchor component={Link} to="/memberships">
          {t('common.memberships')}
        </Anchor>
        <Anchor component={Link} to={`/membership/${membershipId}/history`}>
          {t('common.history')}
        </Anchor>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} className={classes.receipt}>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={2} size="h3">
                {t('receipt.title')}
              </Title>
              <Text c="dimmed">{receipt.organisation.name}</Text>
            </div>
            <PaymentStatusBadge status={receipt.paymentStatus} />
          </Group>
          <div className={classes.facts}>
            <Fact label={t('receipt.organisation')}>
              <div>
                {receipt.organisation.name} ({receipt.organisation.key})
              </div>
              {receipt.organisation.address && (
                <div className={classes.lines}>{receipt.organisation.address}</div>
              )}
              {receipt.organisation.cvrNumber && (
                <div>{t('receipt.cvrNumber', { cvr: receipt.organisation.cvrNumber })}</div>
              )}
            </Fact>
            <Fact label={t('receipt.member')}>
              <div>{receipt.payer.name}</div>
              <div>{receipt.payer.email}</div>
            </Fact>
            <Fact label={t('receipt.billingAddress')}>{receipt.billingAddress}</Fact>
            <Fact label={t('receipt.periodLabel')}>
              {t('common.period', {
                start: formatDate(receipt.period.startDate),
                end: formatDate(receipt.period.endDate),
              })}
            </Fact>
            {receipt.paidAt && (
              <Fact label={t('receipt.paidAt')}>{formatDateTime(receipt.paidAt)}</Fact>
            )}
            <Fact label={t('receipt.reference')}>
              <div>
                {t('receipt.orderNumber')}: {reference.gatewayOrderNumber}
              </div>
              {/* The spec's number names member and organisation; the gateway got a unique one. */}
              <div>
                {t('receipt.membershipReference')}: {reference.orderNumber}
              </div>
              {reference.authorizationIdentifier && (
                <div style={{ overflowWrap: 'anywhere' }}>
                  {t('receipt.authorization')}: {reference.authorizationIdentifier}
                </div>
              )}
              {reference.maskedCard && (
                <div>
                  {t('receipt.card')}: {reference.maskedCard}
                </div>
              )}
            </Fact>
          </div>
          <Divider />
          <PriceTable
            caption={t('receipt.line')}
            currency={receipt.currency}
            total={receipt.total}
            rows={receipt.lines.map((line) => ({
              ...line,
              key: line.historyId,
              label: line.memberName,
              detail: `${line.membershipName} · ${t('purchase.vat')} ${line.vatRate} %`,
            }))}
          />
        </Stack>
      </Paper>
      <Group gap="sm" data-print="hide">
        <Button loading={isDownloading} onClick={() => void download()}>
          {t('receipt.downloadPdf')}
        </Button>
        <Button variant="default" onClick={() => window.print()}>
          {t('receipt.print')}
        </Button>
        {downloadFailed && (
          <Text size="sm" c="red" role="alert">
            {t('receipt.downloadFailed')}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
