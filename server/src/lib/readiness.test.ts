import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#src/test/app.ts';

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(() => subject.close());

describe('/readyz', () => {
  it('is ready while the database answers, and not from the moment a shutdown begins', async () => {
    expect((await subject.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });

    subject.app.beginShutdown();
    const answer = await subject.app.inject({ url: '/readyz' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: 'shutting down' });
    // Alive all the same: a supervisor must not restart a server that is finishing its work.
    expect((await subject.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
