import type { Event } from '@portal/contracts/event';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '#src/lib/i18n/i18n.ts';
import '#src/features/events/i18n/events-namespace.ts';
import { EventCard } from './event-card.tsx';

const autumnRow: Event = {
  id: '7d0c7f5e-3a0e-4f7e-9d59-0d0f3c7d2a11',
  orgId: '8d0c7f5e-3a0e-4f7e-9d59-0d0f3c7d2a11',
  orgKey: 'ROWING',
  orgName: 'Aarhus Roklub',
  enabled: true,
  title: 'Autumn row to Kalø',
  description: '',
  location: 'Aarhus Bugt',
  startDate: '2026-11-03T07:00:00.000Z',
  endDate: '2026-11-03T16:00:00.000Z',
  publicDate: '2026-10-01T00:00:00.000Z',
  saleStart: null,
  registrationDeadline: null,
  maxPerBooking: null,
  capacity: 20,
  placesLeft: 20,
  memberPrice: 0,
  guestPrice: 0,
  currency: 'DKK',
  forMembers: true,
  guestsInvited: false,
  isMember: true,
  bookingClosedReason: null,
};

const renderCard = (now: string) =>
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <ul>
          <EventCard event={autumnRow} now={new Date(now)} />
        </ul>
      </MemoryRouter>
    </MantineProvider>,
  );

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});

describe('EventCard', () => {
  it('shows the places left of an event still to come', () => {
    renderCard('2026-11-03T15:59:00.000Z');
    expect(screen.getByText('20 places left')).toBeInTheDocument();
    expect(screen.queryByText('Ended')).toBeNull();
  });

  it('marks an event that is over as ended, without places', () => {
    renderCard('2026-11-03T16:00:00.000Z');
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(screen.queryByText('20 places left')).toBeNull();
  });
});
