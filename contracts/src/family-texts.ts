/**
 * The family link's texts of SPEC.md sections 5 and 8, verbatim (spelling included), without zod:
 * the pages' texts read them without building the family schemas.
 */
export const familyLinkTexts = {
  rejectWarning:
    'You will not be able to see data of other member. However you can request for link anytime you need.',
  approveSuccess: 'Family link approved!',
  approveFailure: 'Family link approval failed!',
  approveFailureHeader: 'Family link approved failed!',
  rejectSuccessModal: 'Family link declined!',
  rejectSuccessHeader: 'Family link rejected!',
  rejectFailureModal: 'Family link declin failed!',
  rejectFailureHeader: 'Family link rejection failed!',
} as const;
