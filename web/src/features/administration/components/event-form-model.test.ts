import { describe, expect, it } from 'vitest';
import type { StaffEventDetail } from '@portal/contracts/event-administration';
import {
  copiedEventValues,
  emptyEventValues,
  eventValuesOf,
  toEventInput,
} from './event-form-model.ts';

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

  it('holds a waiting list offer for 24 hours unless told otherwise, from 1 to 336 hours', () => {
    expect(toEventInput(values).input.offerHoldHours).toBe(24);
    expect(toEventInput({ ...values, offerHoldHours: ' 48 ' }).input.offerHoldHours).toBe(48);
    for (const typed of ['', '0', '337', '1.5', 'a day']) {
      expect(toEventInput({ ...values, offerHoldHours: typed }).errors).toEqual({
        offerHoldHours: 'hours',
      });
    }
  });

  it('keeps an event’s offer time when it is edited or copied', () => {
    const event = {
      ...toEventInput(values).input,
      offerHoldHours: 6,
    } as unknown as StaffEventDetail;
    expect(
      eventValuesOf({ ...event, capacity: 30, maxPerBooking: null }, 'da').offerHoldHours,
    ).toBe('6');
    expect(copiedEventValues(event, 'en', 'Copy').offerHoldHours).toBe('6');
  });
});
