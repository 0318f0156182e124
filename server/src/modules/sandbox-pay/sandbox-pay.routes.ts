import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { singleLineText } from '@portal/contracts/text';
import {
  startSandboxCallbackWorker,
  stopSandboxCallbackWorker,
} from '#src/lib/payments/sandbox/sandbox-callback.ts';
import { renderClosed, renderNotFound, renderWindow } from './sandbox-pay.page.ts';
import {
  cancelPayment,
  findPaymentWindow,
  type SandboxPayment,
  submitCard,
} from './sandbox-pay.service.ts';
import { chooseLanguage, windowTexts } from './sandbox-pay.texts.ts';

const paramsSchema = z.object({ paymentId: singleLineText().max(64) });
const querySchema = z.object({ lang: singleLineText().max(8).optional() });
const cardFormSchema = z.object({
  cardNumber: singleLineText().max(64).default(''),
  expiry: singleLineText().max(16).default(''),
  cvc: singleLineText().max(16).default(''),
  cardholderName: singleLineText().max(200).default(''),
});

function textsFor(request: FastifyRequest, payment: SandboxPayment | null, chosen?: string) {
  const language = chooseLanguage(
    payment?.language ?? null,
    chosen,
    request.headers['accept-language'],
  );
  return { language, texts: windowTexts[language] };
}

/**
 * The form posts here and is then redirected to the club's accept or decline URL; browsers hold
 * such redirects to the page's form-action, so those origins are added for this page only.
 */
function sendPage(reply: FastifyReply, status: number, html: string, payment?: SandboxPayment) {
  const policy = reply.getHeader('content-security-policy');
  if (payment && typeof policy === 'string') {
    const origins = new Set([
      new URL(payment.acceptUrl).origin,
      new URL(payment.declineUrl).origin,
    ]);
    reply.header(
      'content-security-policy',
      policy.replace(/form-action ([^;]*)/, `form-action $1 ${[...origins].join(' ')}`),
    );
  }
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The sandbox gateway's hosted payment window at /sandbox-pay/{paymentIdentifier} (DESIGN.md,
 * "URLs"), and the worker that sends its server-to-server callbacks.
 */
export async function registerSandboxGateway(app: FastifyInstance): Promise<void> {
  const { database, jobs } = app.deps;
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
      await scope.register(formbody);
    }
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/sandbox-pay/:paymentId',
      { schema: { hide: true, params: paramsSchema, querystring: querySchema } },
      async (request, reply) => {
        const payment = await findPaymentWindow(database.db, request.params.paymentId);
        const { language, texts } = textsFor(request, payment, request.query.lang);
        if (!payment) return sendPage(reply, 404, renderNotFound(texts));
        if (payment.status !== 'open') return sendPage(reply, 200, renderClosed(payment, texts));
        return sendPage(reply, 200, renderWindow({ payment, texts, language }), payment);
      },
    );

    routes.post(
      '/sandbox-pay/:paymentId',
      {
        schema: {
          hide: true,
          params: paramsSchema,
          querystring: querySchema,
          body: cardFormSchema,
        },
      },
      async (request, reply) => {
        const result = await submitCard(
          { db: database.db, jobs },
          request.params.paymentId,
          request.body,
        );
        switch (result.kind) {
          case 'redirect':
            return reply.header('cache-control', 'no-store').redirect(result.location, 303);
          case 'not-found':
            return sendPage(reply, 404, renderNotFound(textsFor(request, null).texts));
          case 'invalid': {
            const { payment, problems } = result;
            const { language, texts } = textsFor(request, payment, request.query.lang);
            const view = { payment, texts, language, values: request.body, problems };
            return sendPage(reply, 422, renderWindow(view), payment);
          }
        }
      },
    );

    routes.post(
      '/sandbox-pay/:paymentId/cancel',
      { schema: { hide: true, params: paramsSchema } },
      async (request, reply) => {
        const location = await cancelPayment(database.db, request.params.paymentId);
        if (!location) return sendPage(reply, 404, renderNotFound(textsFor(request, null).texts));
        return reply.header('cache-control', 'no-store').redirect(location, 303);
      },
    );

    await startSandboxCallbackWorker(jobs);
    scope.addHook('onClose', () => stopSandboxCallbackWorker(jobs));
  });
}
