import type { administrationEn } from '#src/features/administration/i18n/administration-texts.ts';
import type { doorCardEn } from '#src/features/administration/i18n/door-card-texts.ts';
import type { calendarEn } from '#src/features/calendar/i18n/calendar-texts.ts';
import type { contactEn } from '#src/features/contact-us/i18n/contact-texts.ts';
import type { emailVerificationEn } from '#src/features/email-verification/i18n/email-verification-texts.ts';
import type { en } from '#src/lib/i18n/en.ts';
import type { eventPaymentEn } from '#src/features/events/i18n/event-payment-texts.ts';
import type { eventsEn } from '#src/features/events/i18n/events-texts.ts';
import type { impersonationEn } from '#src/features/impersonation/i18n/impersonation-texts.ts';
import type { membershipCardEn } from '#src/features/memberships/i18n/membership-card-texts.ts';
import type { membersEn } from '#src/lib/i18n/members.en.ts';
import type { membershipsEn } from '#src/lib/i18n/memberships-texts.ts';
import type { threadsEn } from '#src/lib/contact-threads/thread-texts.ts';
import type { offlineEn } from '#src/lib/offline/offline-texts.ts';
import type { privacyEn } from '#src/features/privacy/i18n/privacy-texts.ts';
import type { yourDataEn } from '#src/features/profile/i18n/your-data-texts.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: {
      translation: typeof en;
      administration: typeof administrationEn;
      members: typeof membersEn;
      memberships: typeof membershipsEn;
      impersonation: typeof impersonationEn;
      contact: typeof contactEn;
      calendar: typeof calendarEn;
      eventPayment: typeof eventPaymentEn;
      events: typeof eventsEn;
      threads: typeof threadsEn;
      privacy: typeof privacyEn;
      'your-data': typeof yourDataEn;
      emailVerification: typeof emailVerificationEn;
      offline: typeof offlineEn;
      membershipCard: typeof membershipCardEn;
      doorCard: typeof doorCardEn;
    };
  }
}
