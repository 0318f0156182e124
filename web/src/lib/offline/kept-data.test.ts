import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetKeptData,
  forgetKeptDataAtSignOut,
  forgetKeptDataOfOthers,
  hasKeptData,
  keepCopy,
  readKeptCopy,
} from './kept-data.ts';

const at = new Date('2026-06-01T10:00:00Z');

afterEach(() => localStorage.clear());

describe('data kept on the device', () => {
  it('keeps a copy with its owner and time, and reads it back', () => {
    expect(hasKeptData()).toBe(false);
    keepCopy('tickets', 'anna', [{ code: 'A1' }], at);
    expect(readKeptCopy('tickets')).toEqual({
      owner: 'anna',
      savedAt: at.toISOString(),
      data: [{ code: 'A1' }],
    });
    expect(hasKeptData()).toBe(true);
  });

  it('holds one member’s data at a time: keeping another’s forgets the first’s', () => {
    keepCopy('tickets', 'anna', ['anna’s'], at);
    keepCopy('membership-cards', 'ole', ['ole’s'], at);
    expect(readKeptCopy('tickets')).toBeNull();
    expect(readKeptCopy('membership-cards')?.owner).toBe('ole');
  });

  it('forgets everything it kept, and nothing else, at sign-out', () => {
    localStorage.setItem('portal.language', 'da');
    keepCopy('tickets', 'anna', [], at);
    keepCopy('membership-cards', 'anna', [], at);
    forgetKeptData();
    expect(readKeptCopy('tickets')).toBeNull();
    expect(readKeptCopy('membership-cards')).toBeNull();
    expect(hasKeptData()).toBe(false);
    expect(localStorage.getItem('portal.language')).toBe('da');
  });

  it('forgets another member’s data when someone else signs in', () => {
    keepCopy('tickets', 'anna', [], at);
    forgetKeptDataOfOthers('anna');
    expect(hasKeptData()).toBe(true);
    forgetKeptDataOfOthers('ole');
    expect(hasKeptData()).toBe(false);
  });

  it('ignores a copy that is not one (written by hand or by an older app)', () => {
    localStorage.setItem('portal.kept.tickets', '{"owner":"anna"}');
    expect(readKeptCopy('tickets')).toBeNull();
    localStorage.setItem('portal.kept.tickets', 'not json');
    expect(readKeptCopy('tickets')).toBeNull();
  });

  it('keeps nothing more of a member who signed out: an answer on its way writes no copy back', () => {
    keepCopy('tickets', 'signed-out-anna', ['before'], at);
    forgetKeptDataAtSignOut('signed-out-anna');
    keepCopy('tickets', 'signed-out-anna', ['arrived after Logout'], at);
    expect(readKeptCopy('tickets')).toBeNull();
    expect(hasKeptData()).toBe(false);
  });
});
