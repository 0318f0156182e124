import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '#src/db/schema/index.ts';
import { seedDemoData } from '#src/db/seed.ts';
import { createTestApp, type TestApp } from '#src/test/app.ts';
import { signIn } from '#src/test/sign-in.ts';

let subject: TestApp;
let accessToken: string;

beforeAll(async () => {
  subject = await createTestApp();
  await seedDemoData(subject.database.db);
  ({ accessToken } = await signIn(subject.app, 'member@demo.test'));
});
afterAll(async () => subject.close());

const validate = (payload: Record<string, string>) =>
  subject.app.inject({ method: 'POST', url: '/tools/api/auth/validate-token', payload });

describe('POST /tools/api/auth/validate-token', () => {
  it('says a token from the code flow is valid', async () => {
    const response = await validate({ token: accessToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isValid: true });
  });

  it('says a tampered, foreign or empty token is not', async () => {
    const tampered = `${accessToken.slice(0, -4)}AAAA`;
    for (const token of [tampered, 'garbage', '', 'a.b.c']) {
      expect((await validate({ token })).json()).toEqual({ isValid: false });
    }
  });

  it('names a missing field', async () => {
    const response = await validate({});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'token', message: expect.any(String) }]);
  });
});

describe('GET /tools/api/auth/me', () => {
  it('refuses a caller without a token', async () => {
    const response = await subject.app.inject({ url: '/tools/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toContain('Bearer');
  });

  it('answers who is calling, with their member id', async () => {
    const response = await subject.app.inject({
      url: '/tools/api/auth/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.statusCode).toBe(200);
    const [member] = await subject.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, 'member@demo.test'));
    expect(response.json()).toEqual({
      subject: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'member@demo.test',
      name: 'Anna Jensen',
      givenName: 'Anna',
      familyName: 'Jensen',
      grants: [{ orgKey: 'ROWING', role: 'USER' }],
      memberId: member?.id,
      emailVerified: true,
    });
  });
});

describe('caching of signed-in answers', () => {
  it('tells every cache not to keep what a signed-in member was sent', async () => {
    const response = await subject.app.inject({
      url: '/tools/api/auth/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves public answers cacheable as they choose', async () => {
    const response = await subject.app.inject({ url: '/tools/api/config/public' });
    expect(response.headers['cache-control']).toBeUndefined();
  });
});
