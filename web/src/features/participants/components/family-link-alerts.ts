import { familyLinkTexts } from '@portal/contracts/family';
import type { FamilyLinkAnswer } from '../api/answer-family-invitation.ts';

/** Where the answer was given: the participants screen's modal or the header's bell. */
export type AnswerPlace = 'modal' | 'header';

const escapeMarkup = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The alerts of SPEC.md section 8, which word some outcomes differently in the modal and in the
 * header. The server's message follows an approval; it is escaped, as bars accept some markup.
 */
export function familyLinkAlert(
  answer: FamilyLinkAnswer,
  place: AnswerPlace,
  outcome: { ok: true; message: string } | { ok: false },
): { type: 'success' | 'error'; message: string } {
  if (answer === 'approved') {
    if (outcome.ok) {
      const detail = outcome.message.trim();
      return {
        type: 'success',
        message: detail
          ? `${familyLinkTexts.approveSuccess} ${escapeMarkup(detail)}`
          : familyLinkTexts.approveSuccess,
      };
    }
    return {
      type: 'error',
      message:
        place === 'header' ? familyLinkTexts.approveFailureHeader : familyLinkTexts.approveFailure,
    };
  }
  if (outcome.ok) {
    return {
      type: 'success',
      message:
        place === 'header'
          ? familyLinkTexts.rejectSuccessHeader
          : familyLinkTexts.rejectSuccessModal,
    };
  }
  return {
    type: 'error',
    message:
      place === 'header' ? familyLinkTexts.rejectFailureHeader : familyLinkTexts.rejectFailureModal,
  };
}
