import { addressProblems } from '@portal/contracts/address-check';
import type { Member } from '@portal/contracts/member';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '#src/lib/api-client.ts';
import { changeLanguage, initI18n } from '#src/lib/i18n/i18n.ts';
import '#src/lib/i18n/members-namespace.ts';
import { ProfileForm } from './profile-form.tsx';

const member: Member = {
  id: '5f0c1a4e-8a7e-4d0b-9a53-4b8f7f2f6a11',
  parentId: null,
  firstName: 'Anna',
  lastName: 'Jensen',
  email: 'member@demo.test',
  phone: '+4520123456',
  gender: null,
  dateOfBirth: null,
  profileImage: null,
  address: {
    addressLine1: 'Strandvejen 12',
    addressLine2: null,
    addressLine3: null,
    city: 'Aarhus C',
    postCode: '8000',
    country: 'Denmark',
  },
  enabled: true,
  familyLink: false,
  familyInvitationStatus: null,
  preferredLanguage: 'da',
  registrationDate: '2026-01-01T00:00:00.000Z',
  updateDate: '2026-01-01T00:00:00.000Z',
};

function renderForm(onSaved = vi.fn()) {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <ProfileForm member={member} onSaved={onSaved} onCancel={vi.fn()} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onSaved };
}

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});

afterEach(() => vi.restoreAllMocks());

describe('ProfileForm', () => {
  it('shows the address check messages at the fields and saves nothing', async () => {
    const put = vi.spyOn(api, 'put');
    renderForm();
    await userEvent.clear(screen.getByLabelText(/^City/));
    await userEvent.clear(screen.getByLabelText(/^Postcode/));
    await userEvent.type(screen.getByLabelText(/^Postcode/), '80A0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(addressProblems.postCodeNotNumeric)).toBeInTheDocument();
    expect(screen.getByText(addressProblems.city)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Postcode/).getAttribute('aria-invalid')).toBe('true');
    expect(put).not.toHaveBeenCalled();
  });

  it('words the generic schema messages in the member language', async () => {
    renderForm();
    await userEvent.clear(screen.getByLabelText(/^First name/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill in this field.')).toBeInTheDocument();
    // Focus moves in the next animation frame, which may come after the message is drawn.
    await waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveFocus());
  });

  it('offers Denmark, Sweden and Norway as countries', () => {
    renderForm();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(['Denmark', 'Sweden', 'Norway']));
  });

  it('sends the changed phone in international form and reports success', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue(member);
    const { onSaved } = renderForm();
    await userEvent.clear(screen.getByLabelText(/^Phone/));
    await userEvent.type(screen.getByLabelText(/^Phone/), '+45 31 22 33 44');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(put).toHaveBeenCalledWith(
      '/member/api/v1/member/item',
      expect.objectContaining({ body: expect.objectContaining({ phone: '+4531223344' }) }),
    );
  });

  it('shows the server field errors of a 400 at the fields', async () => {
    vi.spyOn(api, 'put').mockRejectedValue(
      new ApiError('http', 400, 'Bad Request', {
        problem: {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          errors: [{ field: 'phone', message: 'this number is not accepted' }],
        },
      }),
    );
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('this number is not accepted')).toBeInTheDocument();
    expect(screen.getByText('Please correct the marked fields.')).toBeInTheDocument();
  });
});
