import { addNamespaceTexts } from '#src/lib/i18n/namespace.ts';
import { threadsDa, threadsEn } from './thread-texts.ts';

/** The texts of a Contact Us thread, as the member and the club's inbox both show it. */
export const threadsNs = 'threads';

addNamespaceTexts(threadsNs, { en: threadsEn, da: threadsDa });
