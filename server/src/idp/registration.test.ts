import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, roleGrants, users } from '#src/db/schema/index.ts';
import { seedDemoData } from '#src/db/seed.ts';
import { verifyPassword } from '#src/lib/password.ts';
import { createTestApp, type TestApp } from '#src/test/app.ts';
import { finishSignIn, postForm, startSignIn } from '#src/test/sign-in.ts';

let subject: TestApp;

beforeAll(async () => {
  subject = await createTestApp();
  await seedDemoData(subject.database.db);
});
afterAll(async () => subject.close());

const valid = {
  firstName: 'Karen',
  lastName: 'Nielsen',
  email: 'Karen.Nielsen@Example.DK',
  password: 'a-long-enough-secret',
  passwordConfirmation: 'a-long-enough-secret',
};

describe('registration', () => {
  it('opens on prompt=create and signs the new member in', async () => {
    const flow = await startSignIn(subject.app, { prompt: 'create', ui_locales: 'en' });
    const page = await subject.app.inject({
      url: flow.interaction,
      headers: { cookie: flow.jar.header() },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Create an account');
    expect(page.body).toContain(`action="${flow.interaction}/register"`);

    const created = await postForm(subject.app, flow, `${flow.interaction}/register`, valid);
    const tokens = await finishSignIn(subject.app, flow, created);

    const { db } = subject.database;
    const [user] = await db.select().from(users).where(eq(users.email, 'karen.nielsen@example.dk'));
    expect(user).toMatchObject({ givenName: 'Karen', familyName: 'Nielsen', locale: 'en' });
    expect(await verifyPassword(valid.password, user?.passwordHash ?? '')).toBe(true);
    const [member] = await db
      .select()
      .from(members)
      .where(eq(members.email, 'karen.nielsen@example.dk'));
    // Signed up in English: the member's mails are English until they choose otherwise.
    expect(member).toMatchObject({
      firstName: 'Karen',
      lastName: 'Nielsen',
      parentId: null,
      preferredLanguage: 'en',
    });
    const grants = await db
      .select({ orgKey: roleGrants.orgKey, role: roleGrants.role })
      .from(roleGrants)
      .where(eq(roleGrants.userId, user?.id ?? ''));
    expect(grants).toEqual([{ orgKey: 'ALL', role: 'USER' }]);
    expect(decodeJwt(tokens.accessToken)).toMatchObject({
      sub: user?.id,
      email: 'karen.nielsen@example.dk',
      realm_access: { roles: ['org:ALL|role:USER'] },
    });
  });

  it('lets someone who already has an account sign in from it instead', async () => {
    const flow = await startSignIn(subject.app, { prompt: 'create' });
    const page = await subject.app.inject({
      url: flow.interaction,
      headers: { cookie: flow.jar.header() },
    });
    expect(page.body).toContain(`href="${flow.interaction}/login"`);
    const login = await subject.app.inject({
      url: `${flow.interaction}/login`,
      headers: { cookie: flow.jar.header() },
    });
    expect(login.body).toContain('name="password"');
    expect(login.body).not.toContain('name="firstName"');
    const accepted = await postForm(subject.app, flow, `${flow.interaction}/login`, {
      email: 'admin@demo.test',
      password: 'demo-password',
    });
    const tokens = await finishSignIn(subject.app, flow, accepted);
    expect(decodeJwt(tokens.accessToken).email).toBe('admin@demo.test');
  });

  it('is linked from the login page', async () => {
    const flow = await startSignIn(subject.app);
    const page = await subject.app.inject({
      url: `${flow.interaction}/register`,
      headers: { cookie: flow.jar.header() },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Opret konto');
    const created = await postForm(subject.app, flow, `${flow.interaction}/register`, {
      ...valid,
      email: 'jonas@example.dk',
    });
    await expect(finishSignIn(subject.app, flow, created)).resolves.toHaveProperty('accessToken');
  });

  it('names each field that is wrong and writes nothing', async () => {
    const flow = await startSignIn(subject.app, { ui_locales: 'en' });
    const response = await postForm(subject.app, flow, `${flow.interaction}/register`, {
      firstName: ' ',
      lastName: 'Nielsen',
      email: 'not-an-email',
      password: 'short',
      passwordConfirmation: 'different',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Correct the marked fields.');
    expect(response.body).toMatch(/field-firstName-error">Required\./);
    expect(response.body).toMatch(/field-email-error">Enter a valid email address\./);
    expect(response.body).toMatch(/field-password-error">The password must have at least 10/);
    expect(response.body).toMatch(/field-passwordConfirmation-error">The two passwords differ\./);
    expect(response.body).toContain('value="Nielsen"');
    const rows = await subject.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'not-an-email'));
    expect(rows).toHaveLength(0);
  });

  it('refuses an email that already has an account or a member', async () => {
    const flow = await startSignIn(subject.app, { ui_locales: 'en' });
    const taken = await postForm(subject.app, flow, `${flow.interaction}/register`, {
      ...valid,
      email: 'MEMBER@demo.test',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain('An account with this email already exists.');

    await subject.database.db
      .insert(members)
      .values({ firstName: 'Imported', lastName: 'Member', email: 'imported@example.dk' });
    const imported = await postForm(subject.app, flow, `${flow.interaction}/register`, {
      ...valid,
      email: 'imported@example.dk',
    });
    expect(imported.statusCode).toBe(409);
    const rows = await subject.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'imported@example.dk'));
    expect(rows).toHaveLength(0);
  });
});
