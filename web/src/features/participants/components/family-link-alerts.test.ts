import { describe, expect, it } from 'vitest';
import { familyLinkTexts } from '@portal/contracts/family-texts';
import { familyLinkAlert, type FamilyLinkText } from './family-link-alerts.ts';

const english: FamilyLinkText = (key) => familyLinkTexts[key];
import { inviteEmailError } from './invite-email.ts';

describe('familyLinkAlert', () => {
  it('follows an approval with the server message, escaped', () => {
    expect(
      familyLinkAlert('approved', 'header', { ok: true, message: 'Linked <Ole>.' }, english),
    ).toEqual({
      type: 'success',
      message: 'Family link approved! Linked &lt;Ole&gt;.',
    });
  });

  it.each([
    ['approved', 'modal', 'Family link approval failed!'],
    ['approved', 'header', 'Family link approved failed!'],
    ['rejected', 'modal', 'Family link declin failed!'],
    ['rejected', 'header', 'Family link rejection failed!'],
  ] as const)('words a failed %s answer in the %s as the spec does', (answer, place, text) => {
    expect(familyLinkAlert(answer, place, { ok: false }, english)).toEqual({
      type: 'error',
      message: text,
    });
  });

  it('words a rejection differently in the modal and the header', () => {
    expect(familyLinkAlert('rejected', 'modal', { ok: true, message: '' }, english).message).toBe(
      'Family link declined!',
    );
    expect(familyLinkAlert('rejected', 'header', { ok: true, message: '' }, english).message).toBe(
      'Family link rejected!',
    );
  });
});

describe('inviteEmailError', () => {
  it('needs an at sign and a dotted domain', () => {
    expect(inviteEmailError('ole@demo')).toBe('Invalid email address');
    expect(inviteEmailError('ole@demo.test')).toBeNull();
  });
});
