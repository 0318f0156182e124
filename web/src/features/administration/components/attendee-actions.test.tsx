import type { Attendee } from '@portal/contracts/event-administration';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '#src/lib/i18n/i18n.ts';
import { CancelBookingDialog } from './attendee-actions.tsx';

const attendee: Attendee = {
  ticketId: '1c6f3a52-8f3e-4f0e-9a61-3d2b7c9e4a01',
  entryId: '2d7f4b63-9a4f-4a1f-8b72-4e3c8dae5b02',
  holderName: 'Ole Olsen',
  booker: { name: 'Ole Olsen', email: 'noaddress@demo.test' },
  guest: false,
  paid: 20_000,
  paidBy: 'cash',
  status: 'valid',
  paymentStatus: 'paid',
  checkedInAt: null,
  checkedInBy: null,
  bookedAt: '2026-10-01T10:00:00.000Z',
};

const leadOf = (booking: Attendee) => {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <CancelBookingDialog
          orgKey="ROWING"
          eventId="3e8a5c74-ab5a-4b2a-9c83-5f4d9ebf6c03"
          attendee={booking}
          onClose={vi.fn()}
          onCancelled={vi.fn()}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return screen.getByRole('dialog').textContent;
};

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterAll(() => changeLanguage('en'));

// The staff are told what happens to the money as it was paid: the card is paid back by the
// portal, cash by the club itself, and a free booking is only cancelled.
describe('CancelBookingDialog', () => {
  it('says a card payment is paid back to the card', () => {
    expect(leadOf({ ...attendee, paidBy: 'card' })).toContain(
      'The payment is paid back in full to the card',
    );
  });

  it('says the club pays cash back itself', () => {
    const lead = leadOf(attendee);
    expect(lead).toContain('the club pays the cash back itself');
    expect(lead).not.toContain('card');
  });

  it('says a free booking is simply cancelled', () => {
    const lead = leadOf({ ...attendee, paid: 0, paidBy: null, paymentStatus: 'free' });
    expect(lead).toContain('Nothing was paid, so the booking is simply cancelled');
    expect(lead).not.toMatch(/card|cash/);
  });

  it('says so in Danish too', async () => {
    await changeLanguage('da');
    expect(leadOf(attendee)).toContain('foreningen betaler selv kontanterne tilbage');
  });
});
