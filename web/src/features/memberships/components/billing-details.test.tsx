import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressProblems } from '@portal/contracts/address-check';
import { changeLanguage, initI18n } from '#src/lib/i18n/i18n.ts';
import '#src/lib/i18n/memberships-namespace.ts';
import { BillingDetails } from './billing-details.tsx';

const billing = {
  name: 'Ole Hansen',
  email: 'ole@example.test',
  phone: null,
  addressLine1: null,
  addressLine2: null,
  addressLine3: null,
  city: null,
  postCode: '80A0',
  country: 'Denmark',
  addressProblems: [addressProblems.line1, addressProblems.postCodeNotNumeric],
};

const renderBilling = () =>
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <BillingDetails billing={billing} />
      </MemoryRouter>
    </MantineProvider>,
  );

beforeAll(async () => {
  await initI18n();
});
afterAll(async () => changeLanguage('en'));

describe('the billing details of a purchase', () => {
  it('lists the address problems in SPEC.md’s words in English', async () => {
    await changeLanguage('en');
    renderBilling();
    expect(screen.getByText(addressProblems.line1)).toBeInTheDocument();
    expect(screen.getByText('Please complete your profile to continue.')).toBeInTheDocument();
  });

  it('lists them in Danish in a Danish page, not in English', async () => {
    await changeLanguage('da');
    renderBilling();
    expect(screen.getByText('Postnummeret er ugyldigt. Brug kun tal.')).toBeInTheDocument();
    expect(screen.getByText('Udfyld venligst din profil for at fortsætte.')).toBeInTheDocument();
    expect(screen.queryByText(addressProblems.line1)).not.toBeInTheDocument();
  });
});
