import { describe, expect, it } from 'vitest';
import { changesOf, otherDetailsOf } from './audit-changes.ts';

describe('reading an audit record', () => {
  it('names the values that changed, also those set or cleared', () => {
    expect(
      changesOf({
        orgKey: 'ROWING',
        before: { name: 'A', enabled: true, cvrNumber: null },
        after: { name: 'B', enabled: true, cvrNumber: '12345678', address: 'Vej 1' },
      }),
    ).toEqual([
      { field: 'name', before: 'A', after: 'B' },
      { field: 'cvrNumber', before: null, after: '12345678' },
      { field: 'address', before: undefined, after: 'Vej 1' },
    ]);
    expect(changesOf({ before: null, after: { provider: 'sandbox' } })).toEqual([
      { field: 'provider', before: undefined, after: 'sandbox' },
    ]);
  });

  it('keeps the other plain details and leaves out the organisation', () => {
    expect(
      otherDetailsOf({
        orgKey: 'ROWING',
        email: 'a@b.dk',
        before: {},
        after: {},
        apiKeyChanged: true,
      }),
    ).toEqual([
      ['email', 'a@b.dk'],
      ['apiKeyChanged', true],
    ]);
  });
});
