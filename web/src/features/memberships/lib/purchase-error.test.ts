import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/api-client.ts';
import { changeLanguage, initI18n } from '#src/lib/i18n/i18n.ts';
import { purchaseErrorText } from './purchase-error.ts';

const answer = (status: number, code?: string) =>
  new ApiError('http', status, 'refused', {
    problem: { type: 'about:blank', title: 'Refused', status, code },
  });

beforeAll(async () => {
  await initI18n();
  await changeLanguage('da');
});

describe('purchaseErrorText', () => {
  it('tells a refusal with a code in its own words, in the page’s language', () => {
    expect(purchaseErrorText(answer(403, 'email_not_verified'))).toEqual({
      key: 'refused',
      detail:
        'Bekræft din e-mailadresse, før du betaler eller tilmelder dig. Vi har sendt dig et link.',
    });
  });

  it('falls back to the general text for a refusal without one', () => {
    expect(purchaseErrorText(answer(403))).toEqual({ key: 'failed' });
    expect(purchaseErrorText(answer(503))).toEqual({ key: 'gatewayDown' });
  });
});
