import { addNamespaceTexts } from '#src/lib/i18n/namespace.ts';
import { membershipCardDa, membershipCardEn } from './membership-card-texts.ts';

/** Added with the membership card's page, so no other page carries its texts. */
export const membershipCardNs = 'membershipCard';

addNamespaceTexts(membershipCardNs, { en: membershipCardEn, da: membershipCardDa });
