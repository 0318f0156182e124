import { useSearchParams } from 'react-router';
import { declineInputFrom } from '#src/lib/payments/return-params.ts';
import { declineCard } from '../api/settle-card.ts';
import { CardOutcomeView } from '../components/card-outcome-view.tsx';
import { useCardReturn } from '../components/use-card-return.ts';

/** /membership/card/decline?token=…: the card window's decline URL (automatic renewal). */
export function Component() {
  const [params] = useSearchParams();
  const input = declineInputFrom(params);
  const { state, retry } = useCardReturn(
    input ? `card-decline:${input.token}` : null,
    input ? () => declineCard(input) : null,
  );
  return <CardOutcomeView state={state} retry={retry} />;
}
