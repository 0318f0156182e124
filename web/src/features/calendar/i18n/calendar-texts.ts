/** Texts of My Calander. */
export const calendarEn = {
  intro: 'The events you and your family are booked for.',
  views: { label: 'View', month: 'Month', list: 'List' },
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  thisMonth: 'This month',
  weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  empty: 'You have no booked events yet.',
  upcoming: 'Upcoming',
  past: 'Earlier',
  tickets_one: '{{count}} ticket',
  tickets_other: '{{count}} tickets',
  download: 'Download calendar (.ics)',
  downloadFailed: 'The calendar could not be downloaded. Please try again.',
  subscription: {
    heading: 'Follow in your calendar app',
    hint: 'Add this private address as a calendar subscription in Google Calendar, Outlook or your phone: new bookings appear by themselves. Anyone with the address can see your booked events.',
    label: 'Private calendar address',
    copy: 'Copy address',
    copied: 'Copied',
    renew: 'New address',
    renewHint: 'The old address stops working at once.',
    loadFailed: 'The calendar address could not be loaded.',
  },
  loadFailed: 'Your bookings could not be loaded. Please try again.',
};

export type CalendarTexts = typeof calendarEn;
