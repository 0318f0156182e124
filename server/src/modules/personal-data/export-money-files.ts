import { fullName } from '@portal/contracts/member-fields';
import type { Executor } from '#src/db/client.ts';
import {
  bookingsOf,
  cardChecksOf,
  historyOf,
  type MemberRow,
  membershipsOf,
  paymentLinesOf,
  paymentsOf,
  refundsOf,
  renewalsOf,
  ticketsOf,
  waitingPlacesOf,
} from './personal-data.repository.ts';

export const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * The files about memberships, money and events: the member's and their children's, and of
 * another member's payment or booking only what concerns them.
 */
export async function moneyFiles(db: Executor, member: MemberRow, people: MemberRow[]) {
  const ids = people.map((person) => person.id);
  const nameOf = new Map(people.map((person) => [person.id, fullName(person)]));
  const payments = await paymentsOf(db, ids);
  const lines = await paymentLinesOf(
    db,
    payments.map((row) => row.payment.id),
  );
  const bookings = await bookingsOf(db, member.id, ids);
  const bookingTickets = await ticketsOf(
    db,
    bookings.map((row) => row.entry.id),
  );
  const refunds = await refundsOf(db, {
    paymentIds: payments.map((row) => row.payment.id),
    entryIds: bookings.map((row) => row.entry.id),
  });
  const history = await historyOf(db, ids);
  const renewals = await renewalsOf(db, ids);

  return {
    'memberships.json': (await membershipsOf(db, ids)).map(({ membership, orgKey, orgName }) => ({
      member: nameOf.get(membership.memberId),
      organisation: { key: orgKey, name: orgName },
      status: membership.status,
      enabled: membership.enabled,
      autoRenewal: membership.autoRenewal,
      savedCard: membership.savedCardIdentifier
        ? {
            brand: membership.savedCardBrand,
            lastDigits: membership.savedCardLastDigits,
            expiry: membership.savedCardExpiry,
          }
        : null,
      overallStartDate: membership.overallStartDate,
      overallEndDate: membership.overallEndDate,
      createdAt: iso(membership.createdAt),
      periods: history
        .filter((row) => row.history.membershipId === membership.id)
        .map(({ history: period, typeName }) => ({
          type: typeName,
          membershipFor: period.membershipFor,
          startDate: period.startDate,
          endDate: period.endDate,
          status: period.status,
          gdprAgreement: period.gdprAgreement,
          statusChangeDate: iso(period.statusChangeDate),
        })),
      renewals: renewals
        .filter((row) => row.membershipId === membership.id)
        .map((row) => ({
          kind: row.kind,
          periodStart: row.periodStart,
          periodEnd: row.periodEnd,
          status: row.status,
          noticeAmount: row.noticeAmount,
          chargeDate: row.chargeDate,
          noticeSentAt: iso(row.noticeSentAt),
          failureReason: row.failureReason,
        })),
    })),
    'payments.json': {
      membershipPayments: payments.map(({ payment, orgKey, orgName }) => ({
        orderNumber: payment.orderNumber,
        organisation: { key: orgKey, name: orgName },
        paidByYou: ids.includes(payment.payerMemberId),
        billing: ids.includes(payment.payerMemberId)
          ? {
              name: payment.billingName,
              address: payment.billingAddress,
              email: payment.billingEmail,
              phone: payment.billingPhone,
            }
          : null,
        status: payment.paymentStatus,
        statusReason: payment.statusReason,
        method: payment.paymentMethod,
        card: payment.maskedCard,
        total: payment.paymentTotal,
        paid: payment.totalPaid,
        currency: payment.currency,
        gdprAgreement: payment.gdprAgreement,
        device: payment.payInitDevice,
        createdAt: iso(payment.paymentCreatedAt),
        settledAt: iso(payment.settledAt),
        // Lines for other people in another member's payment are theirs, not the member's.
        lines: lines
          .filter(
            (line) =>
              line.paymentId === payment.id &&
              (ids.includes(payment.payerMemberId) || ids.includes(line.memberId)),
          )
          .map((line) => ({
            member: line.memberName,
            membership: line.membershipName,
            price: line.price,
            vat: line.vat,
            vatRate: line.vatRate,
            surcharge: line.surcharge,
            total: line.total,
            autoRenewal: line.autoRenewal,
          })),
        refunds: refunds
          .filter((refund) => refund.membershipPaymentId === payment.id)
          .map((refund) => ({
            action: refund.action,
            amount: refund.amount,
            reason: refund.reason,
            status: refund.status,
            createdAt: iso(refund.createdAt),
          })),
      })),
      cardChecks: (await cardChecksOf(db, member.id)).map((check) => ({
        amount: check.amount,
        currency: check.currency,
        status: check.status,
        createdAt: iso(check.createdAt),
      })),
    },
    'events.json': {
      bookings: bookings.map(({ entry, title, startDate, orgKey, orgName }) => {
        const isOwn = entry.bookerId === member.id;
        return {
          event: { title, startDate: iso(startDate), organisation: { key: orgKey, name: orgName } },
          bookedByYou: isOwn,
          name: isOwn ? entry.name : null,
          email: isOwn ? entry.email : null,
          quantity: entry.quantity,
          amount: isOwn ? entry.amount : null,
          currency: entry.currency,
          paymentStatus: entry.paymentStatus,
          orderNumber: isOwn ? entry.orderNumber : null,
          card: isOwn ? entry.maskedCard : null,
          createdAt: iso(entry.createdAt),
          tickets: bookingTickets
            .filter(
              (ticket) =>
                ticket.eventEntryId === entry.id &&
                (isOwn || (ticket.participantId !== null && ids.includes(ticket.participantId))),
            )
            .map((ticket) => ({
              holder: ticket.holderName,
              status: ticket.status,
              checkedInAt: iso(ticket.checkedInAt),
            })),
          refunds: isOwn
            ? refunds
                .filter((refund) => refund.eventEntryId === entry.id)
                .map((refund) => ({
                  action: refund.action,
                  amount: refund.amount,
                  status: refund.status,
                  createdAt: iso(refund.createdAt),
                }))
            : [],
        };
      }),
      waitingLists: (await waitingPlacesOf(db, member.id)).map(({ place, title, startDate }) => ({
        event: { title, startDate: iso(startDate) },
        name: place.name,
        email: place.email,
        quantity: place.quantity,
        status: place.status,
        joinedAt: iso(place.createdAt),
        offeredAt: iso(place.offeredAt),
      })),
    },
  };
}
