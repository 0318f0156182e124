import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '#src/lib/i18n/i18n.ts';
import { RegistrationForm } from './registration-form.tsx';

const eventId = '5f2a7c1e-8b3d-4e6f-9a0b-1c2d3e4f5a6b';
// Typing without pauses between the keys: the form is what is tested, not the keyboard.
const user = userEvent.setup({ delay: null });

const place = {
  id: '6a3b8d2f-9c4e-4f7a-8b1c-2d3e4f5a6b7c',
  eventId,
  status: 'waiting',
  quantity: 3,
  position: 2,
  participantIds: [],
  offerExpiresAt: null,
  entryId: null,
  joinedAt: '2026-11-20T12:00:00.000Z',
};

function renderForm(event: { placesLeft: number | null; bookingClosedReason: 'full' | null }) {
  const onRegistered = vi.fn();
  const onJoinedWaitingList = vi.fn();
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <RegistrationForm
          event={{ id: eventId, ...event }}
          onRegistered={onRegistered}
          onJoinedWaitingList={onJoinedWaitingList}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onRegistered, onJoinedWaitingList };
}

async function fillIn(quantity: string) {
  await user.type(screen.getByLabelText(/^Name/), 'Karen Guest');
  await user.type(screen.getByLabelText(/^Email/), 'karen@example.dk');
  const places = screen.getByLabelText(/^Number of places/);
  await user.clear(places);
  await user.type(places, quantity);
}

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the guest registration form', () => {
  it('joins the waiting list of a full event, and tells the page where the guest stands', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(place), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const { onJoinedWaitingList, onRegistered } = renderForm({
      placesLeft: 0,
      bookingClosedReason: 'full',
    });
    await fillIn('3');
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    await vi.waitFor(() => expect(onJoinedWaitingList).toHaveBeenCalled());
    expect(onJoinedWaitingList).toHaveBeenCalledWith(place, 'karen@example.dk');
    expect(onRegistered).not.toHaveBeenCalled();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain(`/event/api/v1/public/eve/${eventId}/waiting-list`);
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Karen Guest',
      email: 'karen@example.dk',
      quantity: 3,
      language: 'en',
    });
  });

  it('registers while the places fit, and says when asking for more joins the line', async () => {
    renderForm({ placesLeft: 2, bookingClosedReason: null });
    await fillIn('2');
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByText(/asking for more puts you on the waiting list/)).toBeNull();
    await user.type(screen.getByLabelText(/^Number of places/), '0');
    expect(
      screen.getByText('Only 2 places are left: asking for more puts you on the waiting list.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join the waiting list' })).toBeInTheDocument();
  });
});
