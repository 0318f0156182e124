import { Alert } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';
import { useParams, useSearchParams } from 'react-router';
import { useMembershipHistory } from '../api/get-membership-history.ts';
import { useReceipt } from '../api/get-receipt.ts';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { ReceiptView } from '../components/receipt-view.tsx';

/**
 * The receipt of a membership: of the record named by `?record=`, else of its latest paid record.
 * Also mounted by the dashed path /membership-{id}-receipt.
 */
export function MembershipReceipt({ membershipId }: { membershipId: string }) {
  const { t } = useTranslation(membershipsNs);
  const [params] = useSearchParams();
  const history = useMembershipHistory(membershipId);
  const paid = (history.data ?? [])
    .filter((record) => record.payment.paymentStatus === 'paid')
    .sort((a, b) => b.startDate.localeCompare(a.startDate));
  const historyId = params.get('record') ?? paid[0]?.id;
  const receipt = useReceipt(history.data ? historyId : undefined);

  const failed = history.isError ? history : receipt.isError ? receipt : null;
  if (failed) return <LoadFailed onRetry={() => void failed.refetch()} />;
  if (!history.data) return <Loading />;
  if (!historyId) return <Alert color="blue">{t('receipt.noPaidRecord')}</Alert>;
  if (!receipt.data) return <Loading />;
  return <ReceiptView receipt={receipt.data} membershipId={membershipId} />;
}

export function Component() {
  const { id = '' } = useParams();
  return <MembershipReceipt membershipId={id} />;
}
