import { checkAddress, profileIncompleteMessage } from '@portal/contracts/address-check';
import { addressPartsOf } from '@portal/contracts/member';
import { gatewayBillingAddress, paymentWindowLanguage } from '#src/lib/payments/payment-window.ts';
import { type EventPaymentOutcome, eventPaymentHoldMinutes } from '@portal/contracts/event-entry';
import type { DeclineInfo } from '@portal/contracts/payment-decline';
import { declineReasonFor } from '@portal/contracts/payment-decline';
import type { Transaction } from '#src/db/client.ts';
import { enqueue, type Jobs, queueNames } from '#src/lib/jobs.ts';
import { AppError } from '#src/lib/errors.ts';
import {
  isGatewayIdentifier,
  type PaymentLinkRequest,
  zeroGuid,
} from '#src/lib/payments/gateway.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import {
  describeGatewayError,
  GatewayFailure,
  gatewayFailureFor,
  verifiedAuthorization,
} from '#src/lib/payments/payment-verification.ts';
import {
  gatewayOf,
  gatewayOfPayment,
} from '#src/modules/organisations/payment-gateways.service.ts';
import type { PaymentDeps } from '#src/lib/payments/payment-deps.ts';
import type { PaymentConfigurationRow } from '#src/modules/organisations/organisations.service.ts';
import {
  eventReceiptLinks,
  notifyPaymentReceived,
} from '#src/modules/payments/payment-notifications.service.ts';
import { enqueueBookingConfirmation } from './booking-messages.ts';
import { toEntry } from './event-view.ts';
import {
  cancelTicketsOf,
  type EventEntryRow,
  type EventRow,
  findEntry,
  findEntryBy,
  findEvent,
  ticketsOf,
  updateEntry,
} from './events.repository.ts';
import { forgetSoldOut } from './sold-out.ts';
import { unpaidEntryClosed } from './waiting-list-offers.ts';

/**
 * Card payment of a booking (DESIGN.md "Payments", as for memberships): the places are held
 * while the payment window is open; the browser's return, the gateway's callback and the timeout
 * are only signals, the truth is read from the gateway and applied once under a lock on the entry.
 */

export const EVENT_PAYMENT_HOLD_MINUTES = eventPaymentHoldMinutes;

/** The billing address the gateway needs, from the payer's profile; refused when incomplete. */
export function billingAddressOf(payer: ActingMember): PaymentLinkRequest['BillingAddress'] {
  const row = payer.row;
  const problems = checkAddress(addressPartsOf(row));
  if (problems.length > 0) {
    throw new AppError('BAD_REQUEST', profileIncompleteMessage, {
      fields: problems.map((message) => ({ field: 'billingAddress', message })),
    });
  }
  return gatewayBillingAddress(addressPartsOf(row));
}

/** Queued with the booking: even if nobody comes back, the held places are settled or freed. */
export function enqueueHoldTimeout(jobs: Jobs, tx: Transaction, entryId: string) {
  return enqueue(
    jobs,
    tx,
    queueNames.eventPaymentTimeout,
    { entryId },
    { startAfter: EVENT_PAYMENT_HOLD_MINUTES * 60 },
  );
}

/**
 * Opens the payment window of a booking just recorded as pending. A gateway failure frees the
 * places at once and answers 502 or 503 in plain words.
 */
export async function openPaymentWindow(
  deps: PaymentDeps,
  booking: {
    entry: EventEntryRow;
    event: EventRow;
    configuration: PaymentConfigurationRow;
    billingAddress: PaymentLinkRequest['BillingAddress'];
    language: 'da' | 'en';
  },
): Promise<string> {
  const { entry, event, configuration } = booking;
  const { publicUrl } = deps.config;
  const token = encodeURIComponent(entry.returnToken ?? '');
  const returnBase = `${publicUrl}/ui/${encodeURIComponent(event.orgKey)}/events/${event.id}`;
  try {
    const gateway = gatewayOf(deps, configuration, event.orgName);
    const link = await gateway.createPaymentLink({
      Amount: entry.amount,
      Currency: entry.currency,
      OrderNumber: entry.orderNumber ?? '',
      CustomerAcceptUrl: `${returnBase}/confirm?token=${token}`,
      CustomerDeclineUrl: `${returnBase}/decline?token=${token}`,
      ServerCallbackUrl: `${publicUrl}/event/api/v1/payment/${configuration.provider}/callback/${entry.callbackToken ?? ''}`,
      BillingAddress: booking.billingAddress,
      CustomerEmail: entry.email || undefined,
      EnforceLanguage: paymentWindowLanguage(booking.language),
      Options: { TestMode: configuration.testMode },
    });
    await updateEntry(deps.db, entry.id, {
      paymentIdentifier: link.paymentIdentifier,
      paymentWindowLink: link.paymentWindowLink,
    });
    return link.paymentWindowLink;
  } catch (error) {
    deps.log.warn({ entryId: entry.id, reason: describeGatewayError(error) }, 'no payment window');
    const failure = gatewayFailureFor(error, 'open');
    await closeUnpaidEntry(deps, entry.id, { status: 'cancelled', reason: failure.memberMessage });
    throw failure;
  }
}

export interface UnpaidEntryOutcome {
  status: 'declined' | 'expired' | 'cancelled';
  reason: string;
  /** Checked under the lock: the booking is closed only if this holds (default: always). */
  onlyIf?: (entry: EventEntryRow) => boolean;
}

/**
 * Ends a booking still waiting for payment: its places are freed and its tickets cancelled.
 * `alsoDo` runs in the same transaction, for what the one who closed it records or tells.
 */
export async function closeUnpaidEntry(
  deps: PaymentDeps,
  entryId: string,
  outcome: UnpaidEntryOutcome,
  alsoDo?: (tx: Transaction, entry: EventEntryRow) => Promise<void>,
): Promise<boolean> {
  const freedFor = await deps.db.transaction(async (tx) => {
    const locked = await findEntry(tx, entryId, { lock: true });
    if (locked?.paymentStatus !== 'pending') return null;
    if (outcome.onlyIf && !outcome.onlyIf(locked)) return null;
    await updateEntry(tx, entryId, {
      paymentStatus: outcome.status,
      statusReason: outcome.reason,
      holdExpiresAt: null,
      settledAt: new Date(),
    });
    await cancelTicketsOf(tx, entryId);
    await unpaidEntryClosed(deps, tx, locked);
    await alsoDo?.(tx, locked);
    return locked.eventId;
  });
  if (freedFor === null) return false;
  forgetSoldOut(deps.db, freedFor);
  return true;
}

export type EventSettleResult = 'paid-now' | 'already-paid' | 'late-authorization' | 'unverified';

async function verify(deps: PaymentDeps, entry: EventEntryRow, authorizationIdentifier: string) {
  if (!entry.paymentConfigurationId) return null;
  const gateway = await gatewayOfPayment(deps, {
    orgId: entry.orgId,
    paymentConfigurationId: entry.paymentConfigurationId,
  });
  return verifiedAuthorization(
    gateway,
    deps.log,
    authorizationIdentifier,
    { orderNumber: entry.orderNumber ?? '', amount: entry.amount, currency: entry.currency },
    { entryId: entry.id },
  );
}

function alreadyRecorded(entry: EventEntryRow, authorizationIdentifier: string) {
  if (entry.authorizationIdentifier !== authorizationIdentifier) return null;
  if (entry.paymentStatus === 'paid') return 'already-paid' as const;
  return entry.voidStatus === null ? null : ('late-authorization' as const);
}

/**
 * Settles a booking with an authorization the gateway confirms: paid once (tickets valid, capture
 * queued unless in test mode, confirmation mailed), or, for a booking already declined, expired or
 * cancelled, the authorization is released so no money is held for nothing.
 */
export async function settleEventAuthorization(
  deps: PaymentDeps,
  entryId: string,
  authorizationIdentifier: string,
): Promise<EventSettleResult> {
  const entry = await findEntry(deps.db, entryId);
  if (!entry) throw new Error(`event entry ${entryId} is gone`);
  if (!isGatewayIdentifier(authorizationIdentifier) || authorizationIdentifier === zeroGuid) {
    return 'unverified';
  }
  const recorded = alreadyRecorded(entry, authorizationIdentifier);
  if (recorded) return recorded;
  const verified = await verify(deps, entry, authorizationIdentifier);
  if (!verified) return 'unverified';

  return deps.db.transaction(async (tx) => {
    const locked = await findEntry(tx, entryId, { lock: true });
    if (!locked) throw new Error(`event entry ${entryId} is gone`);
    const recordedMeanwhile = alreadyRecorded(locked, authorizationIdentifier);
    if (recordedMeanwhile) return recordedMeanwhile;
    const { authorization, testMode } = verified;
    if (locked.paymentStatus === 'pending') {
      // SPEC.md section 4: capture is skipped in test mode.
      const captureStatus = testMode ? 'skipped' : authorization.isCaptured ? 'done' : 'pending';
      await updateEntry(tx, entryId, {
        paymentStatus: 'paid',
        authorizationIdentifier,
        maskedCard: authorization.maskedPan,
        captureStatus,
        holdExpiresAt: null,
        settledAt: new Date(),
        statusReason: null,
      });
      if (captureStatus === 'pending') {
        await enqueue(deps.jobs, tx, queueNames.eventPaymentCapture, { entryId });
      }
      const event = await findEvent(tx, locked.eventId);
      if (event && locked.email) {
        await enqueueBookingConfirmation(deps.jobs, tx, {
          entry: { ...locked, paymentStatus: 'paid' },
          event,
          tickets: await ticketsOf(tx, [entryId]),
          publicUrl: deps.config.publicUrl,
        });
      }
      if (event && locked.bookerId) {
        await notifyPaymentReceived(tx, {
          payerId: locked.bookerId,
          payment: { kind: 'event', id: entryId },
          organisationName: event.orgName,
          amount: locked.amount,
          currency: locked.currency,
          orderNumber: locked.orderNumber ?? entryId,
          receipt: eventReceiptLinks({ orgKey: event.orgKey, id: event.id }, entryId),
        });
      }
      deps.log.info({ entryId }, 'event booking paid');
      return 'paid-now';
    }
    if (locked.paymentStatus === 'paid') {
      deps.log.warn({ entryId, authorizationIdentifier }, 'a second authorization: releasing it');
    } else {
      await updateEntry(tx, entryId, {
        authorizationIdentifier,
        maskedCard: authorization.maskedPan,
        voidStatus: 'pending',
        statusReason: `${locked.statusReason ?? 'The booking was closed.'} The card was authorized afterwards; that authorization is released and nothing is charged.`,
      });
      deps.log.warn(
        { entryId },
        'an authorization came after the booking was closed: releasing it',
      );
    }
    await enqueue(deps.jobs, tx, queueNames.eventPaymentVoid, { entryId, authorizationIdentifier });
    return 'late-authorization';
  });
}

const noSuchBooking = () => AppError.of('NOT_FOUND', 'booking_link_unknown');

/** The booking of a return token, if the acting member made it: else "not found". */
export async function entryOfReturn(
  deps: PaymentDeps,
  acting: ActingMember,
  token: string,
): Promise<EventEntryRow> {
  const entry = await findEntryBy(deps.db, { returnToken: token });
  if (entry?.bookerId !== acting.id) throw noSuchBooking();
  return entry;
}

export async function outcomeOf(deps: PaymentDeps, entryId: string): Promise<EventPaymentOutcome> {
  const entry = await findEntry(deps.db, entryId);
  const event = entry ? await findEvent(deps.db, entry.eventId) : null;
  if (!entry || !event) throw noSuchBooking();
  return {
    entry: toEntry(entry, event, await ticketsOf(deps.db, [entry.id])),
    reason: entry.paymentStatus === 'paid' ? null : entry.statusReason,
  };
}

/** The accept page: the authorization is verified with the gateway before anything changes. */
export async function confirmEventPayment(
  deps: PaymentDeps,
  acting: ActingMember,
  input: { token: string; authorizationIdentifier?: string | undefined },
): Promise<EventPaymentOutcome> {
  const entry = await entryOfReturn(deps, acting, input.token);
  if (input.authorizationIdentifier) {
    const result = await settleEventAuthorization(deps, entry.id, input.authorizationIdentifier);
    const now = await findEntry(deps.db, entry.id);
    if (result === 'unverified' && now?.paymentStatus === 'pending') {
      throw AppError.badRequest(
        'authorizationIdentifier',
        'The card payment service does not confirm this payment.',
      );
    }
  }
  return outcomeOf(deps, entry.id);
}

/** The decline page: its parameters only choose what the member is told; paid stays paid. */
export async function declineEventPayment(
  deps: PaymentDeps,
  acting: ActingMember,
  input: { token: string } & DeclineInfo,
): Promise<EventPaymentOutcome> {
  const entry = await entryOfReturn(deps, acting, input.token);
  await closeUnpaidEntry(deps, entry.id, declinedOutcome(input.gatewayreason));
  return outcomeOf(deps, entry.id);
}

/**
 * What a declined booking records, whoever reports the decline first (the decline page or the
 * gateway's callback); the one that comes second changes nothing and answers the same.
 */
function declinedOutcome(gatewayreason?: string): UnpaidEntryOutcome {
  const reason = declineReasonFor(gatewayreason);
  return { status: 'declined', reason: `${reason.message} The places were released.` };
}

/**
 * The gateway's callback reports a declined card. It is unsigned, so it only closes a booking
 * with no authorization the gateway confirms: an authorization it carries (other than the zero
 * GUID) or one recorded on the booking is read from the gateway first, and one confirmed settles
 * the booking as paid instead. A gateway that cannot be asked closes nothing: the timeout asks
 * again later.
 */
async function handleDeclineCallback(
  deps: PaymentDeps,
  entry: EventEntryRow,
  reportedAuthorization: string,
): Promise<void> {
  if (entry.paymentStatus !== 'pending') return;
  const candidates = [entry.authorizationIdentifier ?? '', reportedAuthorization].filter(
    (id, index, all) => id !== '' && id !== zeroGuid && all.indexOf(id) === index,
  );
  for (const authorizationIdentifier of candidates) {
    let result: EventSettleResult;
    try {
      result = await settleEventAuthorization(deps, entry.id, authorizationIdentifier);
    } catch (error) {
      if (
        error instanceof GatewayFailure &&
        entry.authorizationIdentifier === null &&
        isGatewayIdentifier(authorizationIdentifier)
      ) {
        await updateEntry(deps.db, entry.id, { authorizationIdentifier });
      }
      throw error;
    }
    if (result !== 'unverified') return;
  }
  const checked = entry.authorizationIdentifier;
  const closed = await closeUnpaidEntry(deps, entry.id, {
    ...declinedOutcome(),
    // An authorization recorded meanwhile was not read from the gateway: leave it to the timeout.
    onlyIf: (locked) => locked.authorizationIdentifier === checked,
  });
  if (closed) deps.log.info({ entryId: entry.id }, 'event booking declined by the gateway');
}

/**
 * The gateway's server-to-server callback: unsigned, so the token in its URL finds the booking
 * and the authorization is verified like a browser return. A declined one frees the places as the
 * decline page does, once, unless the gateway confirms an authorization of the booking.
 */
export async function handleEventCallback(
  deps: PaymentDeps,
  provider: string,
  callbackToken: string,
  fields: {
    authorizationIdentifier?: string | undefined;
    paymentIdentifier?: string | undefined;
    authorizationAccepted?: string | undefined;
  },
): Promise<void> {
  const entry = await findEntryBy(deps.db, { callbackToken });
  if (!entry?.paymentConfigurationId) throw AppError.of('NOT_FOUND', 'payment_not_found');
  const gateway = await gatewayOfPayment(deps, {
    orgId: entry.orgId,
    paymentConfigurationId: entry.paymentConfigurationId,
  });
  if (gateway.provider !== provider) throw AppError.of('NOT_FOUND', 'payment_not_found');
  if (
    fields.paymentIdentifier &&
    entry.paymentIdentifier &&
    fields.paymentIdentifier !== entry.paymentIdentifier
  ) {
    throw AppError.badRequest('paymentIdentifier', 'is not the payment of this callback');
  }
  const authorizationIdentifier = fields.authorizationIdentifier ?? '';
  if (fields.authorizationAccepted !== undefined && fields.authorizationAccepted !== 'true') {
    await handleDeclineCallback(deps, entry, authorizationIdentifier);
    return;
  }
  if (fields.authorizationAccepted !== 'true' || authorizationIdentifier === '') {
    deps.log.info({ entryId: entry.id }, 'gateway callback without an accepted authorization');
    return;
  }
  try {
    const result = await settleEventAuthorization(deps, entry.id, authorizationIdentifier);
    if (result === 'unverified') {
      throw AppError.badRequest('authorizationIdentifier', 'does not match this payment');
    }
  } catch (error) {
    // The gateway could not be asked now: keep what it reported, so the timeout can ask later.
    if (error instanceof GatewayFailure && entry.paymentStatus === 'pending') {
      await updateEntry(deps.db, entry.id, { authorizationIdentifier });
    }
    throw error;
  }
}
