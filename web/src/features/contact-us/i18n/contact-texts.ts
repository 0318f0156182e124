/** Texts of Contact Us. */
export const contactEn = {
  intro:
    'Write to one of the clubs. Its contact person gets your message here in the portal and on WhatsApp, and you get a copy by email.',
  organisation: 'Organisation',
  chooseOrganisation: 'Choose an organisation',
  subject: 'Subject',
  message: 'Message',
  length: '{{count}} of {{max}} characters',
  send: 'Send message',
  limit: 'You can send {{messages}} messages in {{minutes}} minutes.',
  sent: 'Your message was sent to {{organisation}}. A copy is on its way to {{email}}.',
  sentWithoutCopy: 'Your message was sent to {{organisation}}.',
  limitReached:
    'You have sent {{messages}} messages in the last {{minutes}} minutes. Please wait a little before you send another.',
  sendFailed: 'Your message could not be sent. Please try again.',
  loadFailed: 'The organisations could not be loaded. Please try again.',
  noOrganisations: 'No organisation receives messages here yet.',
  threads: {
    heading: 'Your messages',
    open: 'Awaiting answer',
    answered: 'Answered',
    count_one: '{{count}} message',
    count_other: '{{count}} messages',
    back: 'Back to Contact Us',
  },
  errors: {
    required: 'Please fill in this field.',
    chooseOrganisation: 'Please choose an organisation.',
    tooLong: 'Please keep it to {{max}} characters.',
    controlCharacters: 'Please remove the special characters.',
  },
};

export type ContactTexts = typeof contactEn;
