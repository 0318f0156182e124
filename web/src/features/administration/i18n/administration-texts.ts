export const administrationEn = {
  heading: 'Organisation settings',
  organisation: 'Organisation',
  fields: {
    name: 'Name',
    address: 'Address',
    addressHint: 'As printed on receipts',
    cvrNumber: 'CVR number',
    cvrHint: '8 digits',
    contactEmail: 'Contact person’s email',
    contactHint: 'Receives the Contact Us messages; must be a member of the portal.',
    enabled: 'Enabled',
  },
  save: 'Save',
  saved: 'The settings were saved.',
  saveFailed: 'The settings could not be saved. Please try again.',
  errors: {
    required: 'Please fill in this field.',
    cvr: 'A CVR number has 8 digits.',
    email: 'Write a valid email address.',
    contactNotMember: 'No member has this email.',
    tooLong: 'The text is too long.',
    invalid: 'Check this field.',
  },
};

export type AdministrationTexts = typeof administrationEn;
