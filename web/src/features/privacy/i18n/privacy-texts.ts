/** Texts of the privacy page (/privacy) and of the page after deleting an account. */
export const privacyEn = {
  intro:
    'The member portal keeps what your club needs to run your membership, your bookings and your payments. Each club is responsible for its members’ data (the data controller); its contact person answers your questions.',
  kept: {
    heading: 'What we keep, why and for how long',
    caption: 'What the portal keeps about you',
    what: 'What',
    why: 'Why',
    howLong: 'How long',
    rows: [
      {
        what: 'Your profile: name, email, phone, date of birth, gender, address and language',
        why: 'To run your membership, send you receipts and messages, and check the address before a card payment',
        howLong: 'Until you delete your account',
      },
      {
        what: 'Your children and family links',
        why: 'So you can buy memberships and book events for your family',
        howLong: 'Until you remove them or delete your account',
      },
      {
        what: 'Memberships and payments: periods, amounts, the card as masked by the card gateway',
        why: 'Danish bookkeeping law (bogføringsloven § 12) requires clubs to keep accounting records',
        howLong:
          '{{years}} years after the end of the year of the payment; after you delete your account, under an anonymous reference instead of your name',
      },
      {
        what: 'Event bookings and tickets',
        why: 'To let you in at the door and, for paid events, as accounting records',
        howLong:
          'Free bookings until you delete your account; paid ones as payments ({{years}} years)',
      },
      {
        what: 'Notifications, calendar feed and Contact Us messages',
        why: 'To tell you what happens and answer your questions',
        howLong: 'Until you delete them or your account',
      },
      {
        what: 'Profile images',
        why: 'To show who you are to your club; re-encoded without location or camera data',
        howLong: 'Until you remove the image or delete your account',
      },
      {
        what: 'On your phone or computer: your tickets and membership cards as last seen; after a logout without a network, your sign-in’s ID token',
        why: 'To show your tickets and card at the club’s door without a network; to end your sign-in there too at the next sign-in',
        howLong: 'Until you log out; the ID token until the next sign-in on that device',
      },
      {
        what: 'Security log: who acted as you (super administrators) and administrators’ changes',
        why: 'To keep the portal safe and staff accountable',
        howLong:
          'Kept with the portal; after you delete your account, your email in it is replaced by the anonymous reference',
      },
    ],
  },
  saved: {
    heading: 'Cards',
    body: 'Card numbers never reach the portal: the card gateway keeps them. For automatic renewal the portal keeps only the gateway’s reference to your card and what you see of it (for example Visa •••• 1111).',
  },
  rights: {
    heading: 'Your rights',
    items: [
      'See your data and take a copy in a format other programs can read: “Download my data” on My Profile.',
      'Correct your data: edit your profile at any time.',
      'Have your data erased: “Delete my account” on My Profile (payments stay anonymised for bookkeeping law).',
      'Object or complain: write to your club’s contact person, or complain to Datatilsynet (the Danish Data Protection Agency), datatilsynet.dk.',
    ],
    profileLink: 'Go to My Profile',
  },
  contacts: {
    heading: 'Contact the clubs',
    caption: 'The clubs in the portal and their contact persons',
    club: 'Club',
    address: 'Address',
    cvr: 'CVR',
    contact: 'Contact person',
    noContact: 'Through Contact Us in the portal',
    loadFailed: 'The clubs could not be loaded. Please try again.',
    contactUs: 'Signed in, you can also write through Contact Us.',
  },
  deleted: {
    heading: 'Your account is deleted',
    body: 'Your profile, your children’s profiles, your family links, notifications and messages are deleted, and you are signed out. Payments are kept without your name for {{years}} years, as bookkeeping law requires.',
    privacy: 'What is kept, and why',
    register: 'Create a new account',
  },
};

export type PrivacyTexts = typeof privacyEn;
