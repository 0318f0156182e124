import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MemberApiTest,
  type Person,
  startMemberApiTest,
} from '#src/modules/members/member-test-kit.ts';
import { familySteps } from './family-test-steps.ts';

// The journey of issue 4, through the API the screens use: Anna fixes her address, adds a child,
// invites Ole; Ole sees the request and approves; both sides see the link.
let api: MemberApiTest;
let anna: Person;
let ole: Person;

beforeAll(async () => {
  api = await startMemberApiTest();
  ({ anna, ole } = await api.demoPeople());
});
afterAll(async () => api.close());

describe('the family link journey', () => {
  it('goes from a bad postcode to an approved link seen on both sides', async () => {
    const steps = familySteps(api);
    const profile = (payload: object) =>
      api.call(anna, { method: 'PUT', url: '/member/api/v1/member/item', payload });
    const address = { addressLine1: 'Strandvejen 14', city: 'Aarhus C', country: 'Denmark' };

    const bad = await profile({ address: { ...address, postCode: '8OOO' } });
    expect(bad.json().errors[0].message).toBe(
      'Postcode is invalid. Please use numeric values only.',
    );
    const fixed = await profile({ address: { ...address, postCode: '8000' } });
    expect(fixed.json().address.addressLine1).toBe('Strandvejen 14');

    const child = await api.call(anna, {
      method: 'POST',
      url: '/member/api/v1/member/participant',
      payload: { firstName: 'Freja', lastName: 'Jensen', dateOfBirth: '2017-09-01' },
    });
    expect(child.statusCode).toBe(201);
    const invited = await steps.invite(anna, ole.email);
    expect(invited.statusCode).toBe(201);

    const bell = await api.call(ole, {
      url: `/member/api/v1/member/notification/list?memberId=${ole.memberId}`,
    });
    const [request] = bell.json();
    expect(request).toMatchObject({
      type: 'FAMILY_LINK_REQUEST',
      message: 'Anna Jensen vil gerne linke dig som familiemedlem.',
      data: { inviterEmail: anna.email, inviteeEmail: ole.email, invitationId: invited.json().id },
    });
    const approved = await steps.answer(ole, request.data.invitationId, 'approved');
    expect(approved.json()).toEqual({ status: 'success', message: expect.any(String) });

    const afterwards = await api.call(ole, { url: '/member/api/v1/member/notification/list' });
    expect(afterwards.json()).toEqual([]);
    expect(await steps.participants(anna)).toEqual([
      expect.objectContaining({ kind: 'child', firstName: 'Emil' }),
      expect.objectContaining({ kind: 'child', firstName: 'Freja' }),
      expect.objectContaining({
        kind: 'linked',
        firstName: 'Ole',
        familyInvitationStatus: 'approved',
      }),
    ]);
    const seenByOle = await api.call(ole, {
      url: `/member/api/v1/family/invitation/by-email?email=${ole.email}&inviterEmail=${anna.email}`,
    });
    expect(seenByOle.json()).toEqual([
      expect.objectContaining({ inviterName: 'Anna Jensen', status: 'approved' }),
    ]);
  });
});
