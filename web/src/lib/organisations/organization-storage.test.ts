import type { Organisation } from '@portal/contracts/organisation';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORGANIZATIONS_STORAGE_KEY, saveOrganizations } from './organization-storage.ts';
import { readOrganizations } from './stored-organizations.ts';

const sailing: Organisation = {
  id: '33333333-3333-4333-8333-333333333333',
  key: 'SAILING',
  name: 'Sejlklubben',
  enabled: false,
  readyForMembershipRenewal: false,
  events: false,
  eventsForMembers: false,
  eventsForGuests: false,
  acceptsContactMessages: true,
  paymentProviderId: null,
  paymentProvider: null,
  paymentTestMode: null,
};

describe('the organisation list in local storage', () => {
  beforeEach(() => window.localStorage.clear());

  it("is kept under 'organizations', each with its id", () => {
    saveOrganizations([sailing]);
    const stored = JSON.parse(window.localStorage.getItem(ORGANIZATIONS_STORAGE_KEY) ?? '[]') as {
      id: string;
    }[];
    expect(ORGANIZATIONS_STORAGE_KEY).toBe('organizations');
    expect(stored.map((item) => item.id)).toEqual([sailing.id]);
    expect(readOrganizations()).toEqual([sailing]);
  });

  it('reads nothing from a missing or foreign value', () => {
    expect(readOrganizations()).toEqual([]);
    window.localStorage.setItem(ORGANIZATIONS_STORAGE_KEY, '{not json');
    expect(readOrganizations()).toEqual([]);
    window.localStorage.setItem(ORGANIZATIONS_STORAGE_KEY, '[{"name":"no id"}]');
    expect(readOrganizations()).toEqual([]);
  });
});
