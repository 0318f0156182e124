import { MantineProvider } from '@mantine/core';
import type { PaymentOutcome } from '@portal/contracts/membership';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '#src/lib/i18n/i18n.ts';
import '#src/lib/i18n/memberships-namespace.ts';
import { PaymentOutcomeView } from './payment-outcome-view.tsx';

const declined = (decline: PaymentOutcome['decline'], message: string): PaymentOutcome => ({
  paymentId: '7b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  paymentStatus: 'declined',
  organisation: { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', key: 'ROWING', name: 'Roklub' },
  orderNumber: 'ROWIN-M-1',
  membershipReference: 'ROWIN-M-4e1f9a2b3c4',
  amount: 151_500,
  currency: 'DKK',
  memberships: [],
  decline,
  message,
});
const unknownDecline = {
  acquirer: null,
  gatewayreason: null,
  reason: null,
  key: 'unknown',
  message: 'The payment was not completed. No money has been taken.',
};

function renderOutcome(outcome: PaymentOutcome) {
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <PaymentOutcomeView state={{ kind: 'done', outcome }} retry={() => {}} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

const moneyNotTaken = () => screen.queryAllByText(/no money has been taken/i);

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});

describe('the payment’s numbers', () => {
  it('shows the order number and the membership reference of SPEC.md section 9', () => {
    renderOutcome(declined(unknownDecline, unknownDecline.message));
    expect(
      screen.getByText(/Order number ROWIN-M-1 · Membership reference ROWIN-M-4e1f9a2b3c4/),
    ).toBeInTheDocument();
  });
});

describe('Payment Failed', () => {
  it('says “No money has been taken” once when the member cancelled in the card window', () => {
    renderOutcome(declined(unknownDecline, unknownDecline.message));
    expect(screen.getByText('The payment was not completed')).toBeInTheDocument();
    expect(moneyNotTaken()).toHaveLength(1);
    expect(
      screen.getByText('No membership was activated and no money has been taken.'),
    ).toBeInTheDocument();
  });

  it('names the bank’s reason, and still says it once', () => {
    renderOutcome(
      declined(
        { ...unknownDecline, gatewayreason: '5', key: 'threeDsDeclined', message: 'x' },
        'x',
      ),
    );
    expect(
      screen.getByText('Your card issuer did not confirm the payment with 3-D Secure.'),
    ).toBeInTheDocument();
    expect(moneyNotTaken()).toHaveLength(1);
  });

  it('says it once for a payment cancelled by the server too', () => {
    renderOutcome({
      ...declined(null, 'The payment was cancelled. No money has been taken.'),
      paymentStatus: 'cancelled',
    });
    expect(moneyNotTaken()).toHaveLength(1);
    expect(screen.getByText('No membership was activated.')).toBeInTheDocument();
  });
});
