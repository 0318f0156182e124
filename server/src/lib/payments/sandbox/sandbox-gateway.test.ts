import { createTestApp } from '#src/test/app.ts';
import { describeGatewayContract } from '../gateway-contract.ts';
import { payInWindow, testSandboxGateway } from './sandbox-test-helpers.ts';

describeGatewayContract('sandbox', async () => {
  const subject = await createTestApp();
  return {
    gateway: testSandboxGateway(subject),
    otherMerchant: testSandboxGateway(subject, { apiKey: 'sandbox-merchant-chess' }),
    pay: (link, cardNumber) => payInWindow(subject.app, link, cardNumber),
    close: () => subject.close(),
  };
});
