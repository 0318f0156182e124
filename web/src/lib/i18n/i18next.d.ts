import type { calendarEn } from './calendar-texts.ts';
import type { contactEn } from './contact-texts.ts';
import type { en } from './en.ts';
import type { eventPaymentEn } from './event-payment-texts.ts';
import type { eventsEn } from './events-texts.ts';
import type { impersonationEn } from './impersonation-texts.ts';
import type { membersEn } from './members.en.ts';
import type { membershipsEn } from './memberships-texts.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: {
      translation: typeof en;
      members: typeof membersEn;
      memberships: typeof membershipsEn;
      impersonation: typeof impersonationEn;
      contact: typeof contactEn;
      calendar: typeof calendarEn;
      eventPayment: typeof eventPaymentEn;
      events: typeof eventsEn;
    };
  }
}
