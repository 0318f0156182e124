import { clubToday } from '#src/lib/club-calendar.ts';
import type { PaymentDeps } from '#src/lib/payments/payment-deps.ts';
import { describeGatewayError } from '#src/lib/payments/payment-verification.ts';
import { dueCharges } from './renewal.repository.ts';
import { type ChargeClock, type ChargeOutcome, chargeRenewal } from './renewal-charge.service.ts';
import { planRenewals, sendDueNotices } from './renewal-season.service.ts';

export interface RenewalRound {
  planned: number;
  announced: number;
  charges: Partial<Record<ChargeOutcome, number>>;
}

/**
 * One round of the renewal season on the club's calendar: renewals for periods newly offered,
 * notices that are due, then the charges that are due. Every step is safe to run on several
 * servers at once and again after a crash (renewal-charge.service.ts).
 */
export async function runRenewalRound(
  deps: PaymentDeps,
  clock: ChargeClock,
): Promise<RenewalRound> {
  const planned = await planRenewals(deps, clock.today);
  const announced = await sendDueNotices(deps, clock.today);
  const charges: RenewalRound['charges'] = {};
  for (const id of await dueCharges(deps.db, clock.today, clock.now)) {
    const outcome = await chargeRenewal(deps, id, clock);
    charges[outcome] = (charges[outcome] ?? 0) + 1;
  }
  return { planned, announced, charges };
}

const firstRoundMs = 60_000;

/**
 * Runs a round a minute after start and then every `RENEWAL_ROUND_MINUTES` (an hour), on each
 * server: the rounds of two servers meet in the database, where each renewal is charged once.
 * Answers a stop function.
 */
export function startRenewalClock(
  deps: PaymentDeps & { config: { renewalRoundMinutes: number } },
): () => Promise<void> {
  const roundEveryMs = deps.config.renewalRoundMinutes * 60_000;
  if (roundEveryMs === 0) return () => Promise.resolve();
  let running: Promise<void> | null = null;
  const round = () => {
    if (running) return;
    const now = new Date();
    running = runRenewalRound(deps, { today: clubToday(now), now })
      .then((result) => {
        if (result.planned + result.announced + Object.keys(result.charges).length > 0) {
          deps.log.info(result, 'renewal round');
        }
      })
      .catch((error: unknown) => {
        deps.log.error({ reason: describeGatewayError(error) }, 'renewal round failed');
      })
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(round, firstRoundMs);
  const every = setInterval(round, roundEveryMs);
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
