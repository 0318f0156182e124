import type { Transaction } from '#src/db/client.ts';
import type { Jobs } from '#src/lib/jobs.ts';
import { enqueueMail } from '#src/lib/messages/mail.ts';
import { enqueueWhatsApp } from '#src/lib/messages/whatsapp.ts';
import { type ConfirmationMailFacts, confirmationMail } from './confirmation-mail.tsx';

/** SPEC.md section 9: the membership confirmation is email template 6 and WhatsApp template 4. */
export const MEMBERSHIP_EMAIL_TEMPLATE = 6;
export const MEMBERSHIP_WHATSAPP_TEMPLATE = 4;

export interface ConfirmationFacts extends Omit<ConfirmationMailFacts, 'membershipsUrl' | 'to'> {
  paymentId: string;
  to: { name: string; email: string; phone: string | null };
  organisation: { key: string; name: string };
  /** The template's YEAR: the earliest membership year of the purchase. */
  year: number;
  publicUrl: string;
}

/** WhatsApp wants an international number without spaces; anything else is not sent to. */
function whatsAppNumber(phone: string | null): string | null {
  const compact = phone?.replace(/[\s\-().]/g, '') ?? '';
  return /^\+?[1-9]\d{6,14}$/.test(compact) ? compact : null;
}

/**
 * Queues the confirmation mail (template 6 with ORG and YEAR) and, when the payer has a phone,
 * the WhatsApp message (template 4: entry 2 the organisation key, entry 3 the year), in the
 * transaction that marked the payment paid. The keys make a redelivered job a no-op.
 */
export async function enqueueConfirmation(
  jobs: Jobs,
  tx: Transaction,
  facts: ConfirmationFacts,
): Promise<void> {
  const mail = await confirmationMail({
    ...facts,
    membershipsUrl: new URL('/ui/memberships', facts.publicUrl).href,
  });
  await enqueueMail(jobs, tx, {
    to: facts.to.email,
    ...mail,
    // The PDF receipt is made when the mail is sent (docs/decisions.md "Receipts").
    attachments: [
      { kind: 'receipt', of: 'membership-payment', id: facts.paymentId, language: facts.language },
    ],
    idempotencyKey: `membership-payment-${facts.paymentId}-mail-${MEMBERSHIP_EMAIL_TEMPLATE}`,
  });
  const phone = whatsAppNumber(facts.to.phone);
  if (phone) {
    await enqueueWhatsApp(jobs, tx, {
      to: phone,
      templateId: MEMBERSHIP_WHATSAPP_TEMPLATE,
      parameters: [facts.to.name, facts.organisation.key, String(facts.year)],
      language: facts.language,
      idempotencyKey: `membership-payment-${facts.paymentId}-whatsapp-${MEMBERSHIP_WHATSAPP_TEMPLATE}`,
    });
  }
}
