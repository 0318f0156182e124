import { count, ne } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { eventEntries, membershipPayments, paymentRefunds } from '#src/db/schema/index.ts';

/**
 * Payments by what became of them, counted in the database: the same answer from every server,
 * whichever of them settled a payment, and kept across restarts. A free event booking is no
 * payment.
 */
export async function countPaymentsByStatus(db: Executor) {
  const [membership, event, refunds] = await Promise.all([
    db
      .select({ status: membershipPayments.paymentStatus, count: count() })
      .from(membershipPayments)
      .groupBy(membershipPayments.paymentStatus),
    db
      .select({ status: eventEntries.paymentStatus, count: count() })
      .from(eventEntries)
      .where(ne(eventEntries.paymentStatus, 'free'))
      .groupBy(eventEntries.paymentStatus),
    db
      .select({ action: paymentRefunds.action, status: paymentRefunds.status, count: count() })
      .from(paymentRefunds)
      .groupBy(paymentRefunds.action, paymentRefunds.status),
  ]);
  return { membership, event, refunds };
}
