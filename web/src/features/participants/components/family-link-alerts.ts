import type { familyLinkTexts } from '@portal/contracts/family-texts';
import type { FamilyLinkAnswer } from '../api/answer-family-invitation.ts';

/** The alert texts in the page's language, by their SPEC.md names. */
export type FamilyLinkText = (key: keyof typeof familyLinkTexts) => string;

/** Where the answer was given: the participants screen's modal or the header's bell. */
export type AnswerPlace = 'modal' | 'header';

const escapeMarkup = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The alerts of SPEC.md section 8, which word some outcomes differently in the modal and in the
 * header. A sentence naming who is now linked follows an approval; it is escaped, as bars accept
 * some markup.
 */
export function familyLinkAlert(
  answer: FamilyLinkAnswer,
  place: AnswerPlace,
  outcome: { ok: true; message: string } | { ok: false },
  text: FamilyLinkText,
): { type: 'success' | 'error'; message: string } {
  if (answer === 'approved') {
    if (outcome.ok) {
      const detail = outcome.message.trim();
      return {
        type: 'success',
        message: detail
          ? `${text('approveSuccess')} ${escapeMarkup(detail)}`
          : text('approveSuccess'),
      };
    }
    return {
      type: 'error',
      message: place === 'header' ? text('approveFailureHeader') : text('approveFailure'),
    };
  }
  if (outcome.ok) {
    return {
      type: 'success',
      message: place === 'header' ? text('rejectSuccessHeader') : text('rejectSuccessModal'),
    };
  }
  return {
    type: 'error',
    message: place === 'header' ? text('rejectFailureHeader') : text('rejectFailureModal'),
  };
}
