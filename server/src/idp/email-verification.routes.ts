import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { followEmailVerification } from './email-verification.service.ts';
import { sendHtml, viewContextFor } from './pages/request-context.ts';
import { messageView } from './pages/views.ts';

export interface EmailVerificationRoutesOptions {
  config: Config;
  db: Database;
}

const querySchema = z.object({
  token: z.string().max(200).optional(),
  lang: z.string().max(10).optional(),
});

const statusOf = { confirmed: 200, alreadyConfirmed: 200, expired: 410, invalid: 400 } as const;

/**
 * The page the confirmation mail's link opens (`/idp/verify-email?token=...`). Following the link
 * is the confirmation: it proves the mail reached its address, and it needs no sign-in, so it
 * works in whatever browser the mail program opens.
 */
export function registerEmailVerificationRoutes(
  app: FastifyInstance,
  options: EmailVerificationRoutesOptions,
): void {
  const { config, db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/verify-email', { schema: { querystring: querySchema } }, async (request, reply) => {
    const token = request.query.token ?? '';
    const { outcome, language } = token
      ? await followEmailVerification(db, token)
      : { outcome: 'invalid' as const, language: null };
    // The member's language; the language switch (`?lang=`) still wins.
    const context = viewContextFor(request, {
      pagePath: `/idp/verify-email?token=${encodeURIComponent(token)}`,
      uiLocales: language ?? undefined,
    });
    const { t } = context;
    const isConfirmed = outcome === 'confirmed' || outcome === 'alreadyConfirmed';
    const text = {
      confirmed: t.verifyDone,
      alreadyConfirmed: t.verifyAlreadyDone,
      expired: t.verifyExpired,
      invalid: t.verifyInvalid,
    }[outcome];
    return sendHtml(
      reply,
      statusOf[outcome],
      messageView(context, {
        title: isConfirmed ? t.verifiedTitle : t.verifyTitle,
        text,
        kind: isConfirmed ? 'success' : 'error',
        link: { href: `${config.publicUrl}/ui/`, text: t.continueToPortal },
      }),
    );
  });
}
