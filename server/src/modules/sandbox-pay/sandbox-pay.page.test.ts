import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkRequest } from '#src/lib/payments/gateway-contract.ts';
import type { PaymentLinkRequest } from '#src/lib/payments/gateway.ts';
import {
  cardForm,
  postForm,
  testSandboxGateway,
  windowPath,
} from '#src/lib/payments/sandbox/sandbox-test-helpers.ts';
import { createTestApp, type TestApp } from '#src/test/app.ts';

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(() => subject.close());

async function openWindow(overrides: Partial<PaymentLinkRequest> = {}) {
  const link = await testSandboxGateway(subject).createPaymentLink(linkRequest(overrides));
  return windowPath(link.paymentWindowLink);
}

describe('the sandbox payment window', () => {
  it('shows the club, order, amount in kroner and the test cards', async () => {
    const path = await openWindow({ OrderNumber: 'ROWIN-M-12345678901' });
    const page = await subject.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="da">');
    expect(page.body).toContain('Aarhus Roklub');
    expect(page.body).toContain('ROWIN-M-12345678901');
    expect(page.body).toContain('1.515,00\u00a0kr.');
    expect(page.body).toContain('Testtilstand');
    expect(page.body).toContain('4111 1111 1111 1111');
    expect(page.body).toContain('4000 0000 0000 0002');
  });

  it('labels every field and loads nothing from elsewhere, with no script', async () => {
    const page = await subject.app.inject({ url: await openWindow() });
    for (const name of ['cardNumber', 'expiry', 'cvc', 'cardholderName']) {
      expect(page.body).toContain(`<label for="${name}">`);
      expect(page.body).toContain(`id="${name}" name="${name}"`);
    }
    expect(page.body).toContain('autocomplete="cc-number"');
    expect(page.body).not.toMatch(/<script|<img|src=|url\(/i);
    // The one link is an empty icon, so the browser asks for no favicon either.
    expect(page.body.match(/<link[^>]*>/g)).toEqual(['<link rel="icon" href="data:,">']);
  });

  it("lets the form's redirect reach the club, and only this page", async () => {
    const page = await subject.app.inject({ url: await openWindow() });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/form-action 'self'[^;]* https:\/\/portal\.example\.dk/);
    expect(policy).toContain("script-src 'self'");
    const other = await subject.app.inject({ url: '/healthz' });
    expect(String(other.headers['content-security-policy'])).not.toContain('portal.example.dk');
  });

  it('speaks English when the request enforces it, without a language switch', async () => {
    const page = await subject.app.inject({ url: await openWindow({ EnforceLanguage: 'en-US' }) });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Pay DKK\u00a01,515.00');
    expect(page.body).toContain('Test mode');
    expect(page.body).not.toContain('hreflang');
  });

  it("follows the browser's language, and the member's choice, when none is enforced", async () => {
    const path = await openWindow({ EnforceLanguage: undefined });
    const english = await subject.app.inject({
      url: path,
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(`href="${path}?lang=da"`);
    const danish = await subject.app.inject({
      url: `${path}?lang=da`,
      headers: { 'accept-language': 'en-GB' },
    });
    expect(danish.body).toContain('<html lang="da">');
    expect(danish.body).toContain(`action="${path}?lang=da"`);
  });

  it('shows every problem next to its field and keeps what was typed', async () => {
    const path = await openWindow();
    const response = await postForm(
      subject.app,
      path,
      cardForm('4111 1111 1111 1112', { expiry: '01/20', cvc: '12', cardholderName: 'Anna' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('role="alert"');
    expect(response.body).toContain('Kortnummeret er ikke gyldigt');
    expect(response.body).toContain('Kortet er udløbet');
    expect(response.body).toContain('CVC skal være 3 eller 4 cifre');
    expect(response.body).toContain('value="4111 1111 1111 1112"');
    expect(response.body).toContain('value="01/20"');
    expect(response.body).toContain('value="Anna"');
    expect(response.body).toMatch(/id="cardNumber"[^>]*aria-describedby="cardNumber-error"/);
    expect(response.body).toMatch(/id="cardNumber"[^>]*aria-invalid="true"[^>]*autofocus/);
    expect(response.body).not.toMatch(/id="cardholderName"[^>]*aria-invalid/);
    // Nothing happened: the window is still open.
    expect((await subject.app.inject({ url: path })).body).toContain('<form');
  });

  it('asks for a test card when a real-looking number is typed', async () => {
    const response = await postForm(
      subject.app,
      await openWindow({ EnforceLanguage: 'en-US' }),
      cardForm('5555 5555 5555 4444'),
    );
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('This test window takes only the test cards above.');
  });

  it('answers an unknown or malformed payment with a page, not an error', async () => {
    for (const url of [
      '/sandbox-pay/6f1c5d0e-8a4b-4c1e-9a57-2f0e4b1d7c3a',
      '/sandbox-pay/not-a-payment',
    ]) {
      const page = await subject.app.inject({ url });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Betalingen findes ikke');
    }
    const post = await postForm(subject.app, '/sandbox-pay/not-a-payment', cardForm('4111'));
    expect(post.statusCode).toBe(404);
  });
});
