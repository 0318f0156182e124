import { MantineProvider } from '@mantine/core';
import type { Membership } from '@portal/contracts/membership-records';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '#src/lib/i18n/i18n.ts';
import '#src/lib/i18n/memberships-namespace.ts';
import { OrganisationMemberships } from './organisation-memberships.tsx';

const membership = (id: string, memberName: string, hasReceipt: boolean): Membership => ({
  id,
  orgId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  memberId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  memberName,
  enabled: true,
  status: hasReceipt ? 'active' : 'inactive',
  oldStatus: null,
  newStatus: null,
  overallStartDate: '2026-01-01',
  overallEndDate: '2026-12-31',
  autoRenewal: false,
  autoRenewCycle: null,
  savedCard: null,
  renewal: null,
  readyForMembershipRenewal: false,
  hasReceipt,
  updateDate: '2026-03-01T10:00:00.000Z',
});

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
beforeEach(() => {
  // jsdom has none; the table's scroll container measures itself with one.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the memberships of one organisation', () => {
  it('links the receipt of a paid membership only', () => {
    const paidId = '7b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <OrganisationMemberships
              organisation={{
                id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
                key: 'ROWING',
                name: 'Aarhus Roklub',
                readyForMembershipRenewal: false,
              }}
              memberships={[
                membership(paidId, 'Anna Jensen', true),
                membership('8c2d3e4f-5a6b-4c7d-9e8f-0a1b2c3d4e5f', 'Emil Jensen', false),
              ]}
            />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    const rows = screen.getAllByTestId('membership-row');
    expect(rows).toHaveLength(2);
    const [paid, unpaid] = rows as [HTMLElement, HTMLElement];
    expect(within(paid).getByRole('link', { name: 'Receipt' })).toHaveAttribute(
      'href',
      `/membership/${paidId}/receipt`,
    );
    expect(within(unpaid).queryByRole('link', { name: 'Receipt' })).toBeNull();
    expect(within(unpaid).getByRole('link', { name: 'History' })).toBeInTheDocument();
  });
});
