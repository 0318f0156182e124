import { useSearchParams } from 'react-router';
import { confirmInputFrom } from '#src/lib/payments/return-params.ts';
import { confirmCard } from '../api/settle-card.ts';
import { CardOutcomeView } from '../components/card-outcome-view.tsx';
import { useCardReturn } from '../components/use-card-return.ts';

/** /membership/card/confirm?token=…: the card window's accept URL (automatic renewal). */
export function Component() {
  const [params] = useSearchParams();
  const input = confirmInputFrom(params);
  const { state, retry } = useCardReturn(
    input ? `card-confirm:${input.token}` : null,
    input ? () => confirmCard(input) : null,
  );
  return <CardOutcomeView state={state} retry={retry} />;
}
