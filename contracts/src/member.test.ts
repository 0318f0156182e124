import { describe, expect, it } from 'vitest';
import {
  createMemberInputSchema,
  listMembersQuerySchema,
  updateProfileInputSchema,
} from './member-input.ts';
import { phoneMessage } from './member-fields.ts';

const address = {
  addressLine1: 'Strandvejen 12',
  city: 'Aarhus C',
  postCode: '8000',
  country: 'dk',
};

const issuesOf = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  (result.error?.issues ?? []).map((issue) => {
    const { path, message } = issue as { path: PropertyKey[]; message: string };
    return { field: path.join('.'), message };
  });

describe('updateProfileInputSchema', () => {
  it('takes a partial profile and normalises phone, country and blank lines', () => {
    const parsed = updateProfileInputSchema.parse({
      firstName: '  Anna ',
      phone: '+45 20 12 34 56',
      address: { ...address, addressLine2: '  ' },
    });
    expect(parsed).toEqual({
      firstName: 'Anna',
      phone: '+4520123456',
      address: { ...address, country: 'Denmark', addressLine2: null },
    });
  });

  it('rejects a non-numeric postcode with the message of the address check', () => {
    const result = updateProfileInputSchema.safeParse({
      address: { ...address, postCode: '80A0' },
    });
    expect(issuesOf(result)).toEqual([
      {
        field: 'address.postCode',
        message: 'Postcode is invalid. Please use numeric values only.',
      },
    ]);
  });

  it('names each missing part of an address with the spec message', () => {
    const result = updateProfileInputSchema.safeParse({ address: { country: 'Germany' } });
    expect(issuesOf(result)).toEqual([
      {
        field: 'address.addressLine1',
        message: 'Address Line 1 is missing. Please provide a valid address in profile.',
      },
      {
        field: 'address.city',
        message: 'City is missing. Please provide a valid city in profile.',
      },
      {
        field: 'address.postCode',
        message: 'Postcode is missing. Please provide a valid postcode in profile.',
      },
      {
        field: 'address.country',
        message: 'Country is invalid or missing. Please select a valid country in profile.',
      },
    ]);
  });

  it('refuses fields a member may not change, naming them', () => {
    const result = updateProfileInputSchema.safeParse({ firstName: 'A', email: 'x@y.dk', id: '1' });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('email');
    expect(JSON.stringify(result.error?.issues)).toContain('id');
  });

  it('refuses an empty change, a future birth date and a local phone number', () => {
    expect(updateProfileInputSchema.safeParse({}).success).toBe(false);
    expect(issuesOf(updateProfileInputSchema.safeParse({ dateOfBirth: '2999-01-01' }))).toEqual([
      { field: 'dateOfBirth', message: 'must not be in the future' },
    ]);
    expect(issuesOf(updateProfileInputSchema.safeParse({ phone: '20123456' }))).toEqual([
      { field: 'phone', message: phoneMessage },
    ]);
    expect(updateProfileInputSchema.safeParse({ firstName: ' ' }).success).toBe(false);
    expect(updateProfileInputSchema.safeParse({ gender: 'robot' }).success).toBe(false);
  });

  it('lets null clear optional fields and the address', () => {
    expect(updateProfileInputSchema.parse({ phone: null, address: null })).toEqual({
      phone: null,
      address: null,
    });
  });
});

describe('createMemberInputSchema', () => {
  it('needs an email and a first name, and refuses ids', () => {
    expect(createMemberInputSchema.parse({ email: 'A@B.dk', firstName: 'A' })).toEqual({
      email: 'a@b.dk',
      firstName: 'A',
      lastName: '',
    });
    expect(createMemberInputSchema.safeParse({ firstName: 'A' }).success).toBe(false);
    const withIds = {
      email: 'a@b.dk',
      firstName: 'A',
      parentId: '3e9c4f41-9d86-4f88-a03e-8c9f5da12e34',
    };
    expect(createMemberInputSchema.safeParse(withIds).success).toBe(false);
  });
});

describe('listMembersQuerySchema', () => {
  it('defaults to 1000 and allows no more', () => {
    expect(listMembersQuerySchema.parse({})).toEqual({ size: 1000 });
    expect(listMembersQuerySchema.parse({ size: '25' })).toEqual({ size: 25 });
    expect(listMembersQuerySchema.safeParse({ size: '1001' }).success).toBe(false);
    expect(listMembersQuerySchema.safeParse({ size: 'all' }).success).toBe(false);
  });
});
