import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getActingMember, setActingMember } from '#src/lib/auth/acting-member.ts';
import { actAs } from './act-as.ts';

const anna = { id: 'anna', firstName: 'Anna', lastName: 'Jensen', email: 'member@demo.test' };

afterEach(() => setActingMember(null));

describe('actAs', () => {
  it('forgets the data of the member shown until now without fetching it again', async () => {
    const queryClient = new QueryClient();
    const ownMember = vi.fn(() => Promise.resolve({ email: 'super@demo.test' }));
    await queryClient.query({
      queryKey: ['member', 'own', 'super@demo.test'],
      queryFn: ownMember,
    });
    queryClient.setQueryData(['impersonation', 'members'], [anna]);

    actAs(queryClient, anna);

    expect(getActingMember()).toEqual(anna);
    expect(queryClient.getQueryData(['member', 'own', 'super@demo.test'])).toBeUndefined();
    expect(ownMember).toHaveBeenCalledTimes(1);
    // The super administrator's own lists stay.
    expect(queryClient.getQueryData(['impersonation', 'members'])).toEqual([anna]);

    actAs(queryClient, null);
    expect(getActingMember()).toBeNull();
  });
});
