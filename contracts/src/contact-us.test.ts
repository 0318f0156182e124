import { describe, expect, it } from 'vitest';
import { contactUsInputSchema } from './contact-us.ts';

const orgId = '6f1c2a8e-5b1d-4c3e-9a7f-2d4b6c8e0f12';

function fieldErrors(input: unknown) {
  const result = contactUsInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the Contact Us input', () => {
  it('accepts a subject and a message of several lines, trimmed', () => {
    const parsed = contactUsInputSchema.parse({
      orgId,
      subject: '  Boat key  ',
      message: 'Hello,\n\nwhere do I get a key for the boat house?\r\nAnna',
    });
    expect(parsed.subject).toBe('Boat key');
    expect(parsed.message).toContain('\n\nwhere');
  });

  it('names each missing field', () => {
    expect(fieldErrors({ orgId: '', subject: '   ', message: '' })).toEqual({
      orgId: 'is required',
      subject: 'is required',
      message: 'is required',
    });
    expect(fieldErrors({})).toEqual({
      orgId: 'is required',
      subject: 'is required',
      message: 'is required',
    });
  });

  it('limits the lengths', () => {
    expect(fieldErrors({ orgId, subject: 'x'.repeat(151), message: 'y'.repeat(4001) })).toEqual({
      subject: 'must be at most 150 characters',
      message: 'must be at most 4000 characters',
    });
    expect(fieldErrors({ orgId, subject: 'x'.repeat(150), message: 'y'.repeat(4000) })).toEqual({});
  });

  it('refuses control characters, and a line break in the subject', () => {
    expect(fieldErrors({ orgId, subject: 'a\nb', message: 'bell \u0007' })).toEqual({
      subject: 'must not contain control characters',
      message: 'must not contain control characters',
    });
  });

  it('refuses fields it does not know', () => {
    const result = contactUsInputSchema.safeParse({
      orgId,
      subject: 's',
      message: 'm',
      receiverId: orgId,
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['receiverId'] }),
    ]);
  });
});
