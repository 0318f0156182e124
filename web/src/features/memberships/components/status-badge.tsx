import { Badge } from '@mantine/core';
import type { MembershipStatus, PaymentStatus } from '@portal/contracts/membership';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';

const membershipColours: Record<MembershipStatus, string> = {
  active: 'green',
  inactive: 'gray',
  expired: 'orange',
};
const paymentColours: Record<PaymentStatus, string> = {
  init_mem: 'blue',
  paid: 'green',
  declined: 'red',
  cancelled: 'gray',
  refunded: 'violet',
};

// A narrow table cell would otherwise cut the label to an ellipsis.
const noSqueeze = { minWidth: 'max-content' };

// The dot variant keeps the label in the text colour: coloured labels fail AA contrast.
export function MembershipStatusBadge({ status }: { status: MembershipStatus }) {
  const { t } = useTranslation(membershipsNs);
  return (
    <Badge color={membershipColours[status]} variant="dot" style={noSqueeze}>
      {t(`common.${status}`)}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation(membershipsNs);
  return (
    <Badge color={paymentColours[status]} variant="dot" style={noSqueeze}>
      {t(`paymentStatus.${status}`)}
    </Badge>
  );
}
