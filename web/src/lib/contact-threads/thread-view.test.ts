import { describe, expect, it } from 'vitest';
import { replyErrorOf } from './thread-view.tsx';

describe('an answer in a Contact Us thread', () => {
  it('must say something, within the length, without control characters', () => {
    expect(replyErrorOf('  ')).toBe('required');
    expect(replyErrorOf('x'.repeat(4001))).toBe('tooLong');
    expect(replyErrorOf('ring\u0007')).toBe('controlCharacters');
    expect(replyErrorOf('Tak!\nVi ses.')).toBeNull();
  });
});
