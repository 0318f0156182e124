/** Texts of "Your data" on My Profile (GDPR articles 15, 17 and 20). */
export const yourDataEn = {
  heading: 'Your data',
  intro:
    'Download a copy of everything the portal keeps about you and your children, or delete your account.',
  privacyLink: 'What we keep, why and for how long',
  download: 'Download my data',
  downloadHint: 'A ZIP file of JSON files, with a README that explains them.',
  downloadFailed: 'Your data could not be downloaded. Please try again.',
  delete: 'Delete my account',
  dialog: {
    title: 'Delete your account?',
    deleted: 'Deleted for good:',
    deletedItems: [
      'your profile, address, phone and profile image',
      'your children in the portal and their profiles',
      'family links and invitations',
      'notifications, calendar feed and Contact Us messages',
      'your sign-in account: you are signed out everywhere',
    ],
    kept: 'Kept, without your name:',
    keptItems: [
      'payments and the memberships they paid for, for {{years}} years after the end of their year, as Danish bookkeeping law requires, under an anonymous reference',
    ],
    also: 'Free bookings of events to come are cancelled, automatic renewal stops and saved cards are deleted. Your club’s administrator is told.',
    password: 'Your password',
    passwordHint: 'To confirm that it is you.',
    cancel: 'Keep my account',
    confirm: 'Delete my account',
    failed: 'Your account could not be deleted. Please try again.',
  },
};

export type YourDataTexts = typeof yourDataEn;
