import { describe, expect, it } from 'vitest';
import {
  createChildInputSchema,
  familyInvitationsQuerySchema,
  participantSchema,
  updateChildInputSchema,
} from './family.ts';
import { familyLinkTexts } from './family-texts.ts';

describe('child participants', () => {
  it('needs a first name and takes no email, id or parent', () => {
    expect(createChildInputSchema.parse({ firstName: 'Emil', dateOfBirth: '2015-05-14' })).toEqual({
      firstName: 'Emil',
      lastName: '',
      dateOfBirth: '2015-05-14',
    });
    for (const extra of [
      { email: 'e@x.dk' },
      { parentId: '0b6f1c1e-6a53-4c55-9d0b-5f6c2a7e9b01' },
      { id: 'x' },
    ]) {
      expect(createChildInputSchema.safeParse({ firstName: 'Emil', ...extra }).success).toBe(false);
    }
    expect(createChildInputSchema.safeParse({ lastName: 'Jensen' }).success).toBe(false);
  });

  it('changes some fields at a time, at least one', () => {
    expect(updateChildInputSchema.parse({ gender: null })).toEqual({ gender: null });
    expect(updateChildInputSchema.safeParse({}).success).toBe(false);
    expect(updateChildInputSchema.safeParse({ dateOfBirth: '14-05-2015' }).success).toBe(false);
  });
});

describe('participants', () => {
  it('tells children and linked members apart by kind', () => {
    const linked = participantSchema.parse({
      kind: 'linked',
      id: '1c7a2d2f-7b64-4d66-8e1c-6a7d3b8f0c12',
      invitationId: '2d8b3e30-8c75-4e77-9f2d-7b8e4c901d23',
      email: 'ole@example.dk',
      familyInvitationStatus: 'pending',
      firstName: null,
      lastName: null,
      phone: null,
      address: null,
    });
    expect(linked.kind).toBe('linked');
    expect(participantSchema.safeParse({ ...linked, kind: 'child' }).success).toBe(false);
  });
});

describe('family invitation queries', () => {
  it('lower-cases the emails and refuses other parameters', () => {
    expect(familyInvitationsQuerySchema.parse({ inviterEmail: 'Ole@Example.DK' })).toEqual({
      inviterEmail: 'ole@example.dk',
    });
    expect(familyInvitationsQuerySchema.safeParse({ inviterEmail: 'nope' }).success).toBe(false);
    expect(familyInvitationsQuerySchema.safeParse({ memberId: 'x' }).success).toBe(false);
  });
});

describe('family link texts', () => {
  it('keeps the spec texts verbatim, misspellings included', () => {
    expect(familyLinkTexts.rejectFailureModal).toBe('Family link declin failed!');
    expect(familyLinkTexts.approveFailureHeader).toBe('Family link approved failed!');
    expect(familyLinkTexts.rejectWarning).toBe(
      'You will not be able to see data of other member. However you can request for link anytime you need.',
    );
  });
});
