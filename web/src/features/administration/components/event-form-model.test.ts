import { describe, expect, it } from 'vitest';
import { emptyEventValues, toEventInput } from './event-form-model.ts';

const values = {
  ...emptyEventValues(new Date('2026-11-01T12:00:00Z')),
  title: 'Julefrokost',
  startDate: '2026-12-14T18:00',
  endDate: '2026-12-14T23:00',
  publicDate: '2026-11-01T12:00',
};

describe('the event form', () => {
  it('sends Copenhagen times as instants and kroner as øre', () => {
    const { input, errors } = toEventInput({
      ...values,
      memberPrice: '150,00',
      guestPrice: '1.200,5',
      saleEnd: '2026-12-10T12:00',
      maxPerBooking: '4',
    });
    expect(errors).toEqual({});
    expect(input).toMatchObject({
      startDate: '2026-12-14T17:00:00.000Z',
      saleEnd: '2026-12-10T11:00:00.000Z',
      saleStart: null,
      memberPrice: 15_000,
      guestPrice: 120_050,
      capacity: 30,
      maxPerBooking: 4,
    });
  });

  it('names each field that is wrong', () => {
    const { errors } = toEventInput({
      ...values,
      title: ' ',
      endDate: '2026-12-14T17:00',
      saleEnd: '2026-12-15T12:00',
      memberPrice: 'ten',
      capacity: '2.5',
      forMembers: true,
      guestsInvited: true,
    });
    expect(errors).toEqual({
      title: 'required',
      endDate: 'endAfterStart',
      saleEnd: 'saleEndBeforeEnd',
      memberPrice: 'amount',
      capacity: 'number',
      guestsInvited: 'membersAndGuests',
    });
  });
});
