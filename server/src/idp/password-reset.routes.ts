import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { AppError } from '#src/lib/errors.ts';
import type { Jobs } from '#src/lib/jobs.ts';
import {
  fieldMessages,
  forgotPasswordFormSchema,
  isResetTokenUsable,
  newPasswordFormSchema,
  requestPasswordReset,
  resetPassword,
} from './accounts.service.ts';
import type { AttemptLimiter } from './login-limiter.ts';
import { safeReturnTo, sendHtml, viewContextFor } from './pages/request-context.ts';
import { forgotPasswordView, messageView, resetPasswordView } from './pages/views.ts';

export interface PasswordResetRoutesOptions {
  config: Config;
  db: Database;
  jobs: Jobs;
  limiter: AttemptLimiter;
  origins: readonly string[];
}

const forgotPath = (returnTo: string | undefined) =>
  `/idp/forgot-password${returnTo ? `?return_to=${encodeURIComponent(returnTo)}` : ''}`;

const formSchema = z.record(z.string(), z.string());
const forgotQuerySchema = z.object({
  return_to: z.string().max(2000).optional(),
  lang: z.string().max(10).optional(),
});
const resetQuerySchema = z.object({
  token: z.string().max(200).optional(),
  lang: z.string().max(10).optional(),
});

/**
 * Forgot password (`/idp/forgot-password?return_to=...`) and the page the emailed link opens
 * (`/idp/reset-password?token=...`). Neither needs a sign-in in progress, so the web app can link
 * to the first directly.
 */
export function registerPasswordResetRoutes(
  app: FastifyInstance,
  options: PasswordResetRoutesOptions,
): void {
  const { config, db, jobs, limiter, origins } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const portal = `${config.publicUrl}/ui/`;

  routes.get(
    '/forgot-password',
    { schema: { querystring: forgotQuerySchema } },
    async (request, reply) => {
      const returnTo = safeReturnTo(request.query.return_to, origins);
      const pagePath = forgotPath(returnTo);
      const context = viewContextFor(request, { pagePath });
      return sendHtml(
        reply,
        200,
        forgotPasswordView(context, { action: pagePath, backHref: returnTo ?? portal }),
      );
    },
  );

  routes.post(
    '/forgot-password',
    { schema: { querystring: forgotQuerySchema, body: formSchema } },
    async (request, reply) => {
      const returnTo = safeReturnTo(request.query.return_to, origins);
      const pagePath = forgotPath(returnTo);
      const context = viewContextFor(request, { pagePath });
      const base = { action: pagePath, backHref: returnTo ?? portal, email: request.body.email };

      const parsed = forgotPasswordFormSchema.safeParse(request.body);
      if (!parsed.success) {
        return sendHtml(
          reply,
          400,
          forgotPasswordView(context, { ...base, errors: fieldMessages(parsed.error) }),
        );
      }
      const { email } = parsed.data;
      const verdict = await limiter.attempt([`forgot-ip:${request.ip}`, `forgot-email:${email}`]);
      if (!verdict.allowed) {
        reply.header('retry-after', Math.ceil(verdict.retryAfterMs / 1000));
        return sendHtml(reply, 429, forgotPasswordView(context, { ...base, rateLimited: true }));
      }
      await requestPasswordReset(db, jobs, {
        email,
        locale: context.locale,
        publicUrl: config.publicUrl,
      });
      // The same answer whether or not the email has an account.
      return sendHtml(reply, 200, forgotPasswordView(context, { ...base, sent: true }));
    },
  );

  routes.get(
    '/reset-password',
    { schema: { querystring: resetQuerySchema } },
    async (request, reply) => {
      const token = request.query.token ?? '';
      const context = viewContextFor(request, {
        pagePath: `/idp/reset-password?token=${encodeURIComponent(token)}`,
      });
      if (!token || !(await isResetTokenUsable(db, token))) {
        return sendHtml(reply, 400, invalidLinkPage(context));
      }
      return sendHtml(
        reply,
        200,
        resetPasswordView(context, { action: '/idp/reset-password', token }),
      );
    },
  );

  routes.post(
    '/reset-password',
    { schema: { querystring: resetQuerySchema, body: formSchema } },
    async (request, reply) => {
      const token = request.body.token ?? '';
      const context = viewContextFor(request, {
        pagePath: `/idp/reset-password?token=${encodeURIComponent(token)}`,
      });
      const parsed = newPasswordFormSchema.safeParse(request.body);
      if (!parsed.success) {
        const errors = fieldMessages(parsed.error);
        if (errors.token) return sendHtml(reply, 400, invalidLinkPage(context));
        return sendHtml(
          reply,
          400,
          resetPasswordView(context, { action: '/idp/reset-password', token, errors }),
        );
      }
      try {
        await resetPassword(db, parsed.data);
      } catch (error) {
        if (error instanceof AppError && error.code === 'BAD_REQUEST') {
          return sendHtml(reply, 400, invalidLinkPage(context));
        }
        throw error;
      }
      request.log.info('password reset');
      return sendHtml(
        reply,
        200,
        messageView(context, {
          title: context.t.resetTitle,
          text: context.t.resetDone,
          kind: 'success',
          link: { href: portal, text: context.t.continueToPortal },
        }),
      );
    },
  );

  function invalidLinkPage(context: ReturnType<typeof viewContextFor>): string {
    return messageView(context, {
      title: context.t.resetTitle,
      text: context.t.resetInvalid,
      kind: 'error',
      link: { href: '/idp/forgot-password', text: context.t.requestNewLink },
    });
  }
}
