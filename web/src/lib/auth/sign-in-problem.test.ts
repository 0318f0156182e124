import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '#src/lib/i18n/i18n.ts';
import { webCryptoMissing } from './auth-session.ts';
import { signInProblem } from './sign-in-problem.ts';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});

afterEach(() => vi.restoreAllMocks());

describe('what a sign-in that could not start says', () => {
  it('says that signing in needs a network, offline, whatever the browser threw', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(signInProblem(new TypeError('Failed to fetch'))).toBe(
      'You are offline: signing in needs a network.',
    );
    await changeLanguage('da');
    try {
      expect(signInProblem(new TypeError('Failed to fetch'))).toBe(
        'Du er offline: log ind kræver netværk.',
      );
    } finally {
      await changeLanguage('en');
    }
  });

  it('tells a browser that keeps no site data what to allow', () => {
    // Chromium's words; Firefox and Safari say "The operation is insecure.", as SecurityError too.
    const refused = new DOMException('Access is denied for this document.', 'SecurityError');
    expect(signInProblem(refused)).toBe(
      'Signing in needs this browser to keep data for the member portal. Allow cookies and site data for this site, then try again.',
    );
  });

  it('says Web Crypto is missing in the page’s language, and any other failure as it came', async () => {
    // SPEC.md section 8's words, as they stand there.
    expect(signInProblem(new Error(webCryptoMissing))).toBe('Web Crypto API is not available.');
    await changeLanguage('da');
    try {
      expect(signInProblem(new Error(webCryptoMissing))).toBe(
        'Web Crypto API er ikke tilgængelig.',
      );
    } finally {
      await changeLanguage('en');
    }
    expect(signInProblem(new Error('The provider did not answer.'))).toBe(
      'The provider did not answer.',
    );
  });
});
