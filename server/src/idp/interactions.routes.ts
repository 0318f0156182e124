import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { Config } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { hasControlCharacters } from '@portal/contracts/control-characters';
import { AppError } from '#src/lib/errors.ts';
import type { Jobs } from '#src/lib/jobs.ts';
import {
  authenticate,
  fieldMessages,
  registerAccount,
  registrationSchema,
} from './accounts.service.ts';
import type { AttemptLimiter } from './login-limiter.ts';
import { sendHtml, viewContextFor } from './pages/request-context.ts';
import { loginView, messageView, registerView, type ViewContext } from './pages/views.ts';

export interface InteractionRoutesOptions {
  config: Config;
  db: Database;
  jobs: Jobs;
  provider: () => Promise<Provider>;
  limiter: AttemptLimiter;
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
type LoginExtras = Pick<Parameters<typeof loginView>[1], 'email' | 'error'>;

const paramsSchema = z.object({ uid: z.string().min(1).max(100) });
/** HTML forms send strings; the fields are validated in the handler so errors show on the form. */
const formSchema = z.record(z.string(), z.string());

const paths = (uid: string) => ({
  page: `/idp/interaction/${uid}`,
  login: `/idp/interaction/${uid}/login`,
  register: `/idp/interaction/${uid}/register`,
  forgot: `/idp/forgot-password?return_to=${encodeURIComponent(`/idp/interaction/${uid}`)}`,
});

/**
 * The sign-in steps oidc-provider hands to us: login, and registration when the client asked for
 * `prompt=create` or the user followed the link on the login page. Both end by telling the
 * provider who signed in; it then sends the browser back to the client with a code.
 */
export function registerInteractionRoutes(
  app: FastifyInstance,
  options: InteractionRoutesOptions,
): void {
  const { config, db, jobs, provider, limiter } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const portal = `${config.publicUrl}/ui/`;

  /** The interaction of this browser; a page explaining what happened when there is none. */
  async function interactionOf(
    request: FastifyRequest,
    reply: FastifyReply,
    uid: string,
  ): Promise<Interaction | undefined> {
    try {
      const interaction = await (await provider()).interactionDetails(request.raw, reply.raw);
      if (interaction.uid === uid) return interaction;
    } catch (error) {
      request.log.info({ err: error }, 'interaction not found');
    }
    const context = viewContextFor(request, { pagePath: paths(uid).page });
    await sendHtml(
      reply,
      400,
      messageView(context, {
        title: context.t.errorTitle,
        text: context.t.sessionExpired,
        kind: 'error',
        link: { href: portal, text: context.t.continueToPortal },
      }),
    );
    return undefined;
  }

  const contextFor = (request: FastifyRequest, interaction: Interaction, pagePath: string) =>
    viewContextFor(request, { pagePath, uiLocales: interaction.params.ui_locales });

  const loginPage = (context: ViewContext, uid: string, extra: LoginExtras) =>
    loginView(context, {
      action: paths(uid).login,
      registerHref: paths(uid).register,
      forgotHref: paths(uid).forgot,
      ...extra,
    });

  async function finish(
    request: FastifyRequest,
    reply: FastifyReply,
    interaction: Interaction,
    accountId: string,
  ) {
    const result = {
      login: { accountId, amr: ['pwd'] },
      // Resolves a requested `prompt=create`; the account now exists.
      ...(interaction.prompt.name === 'create' ? { create: { accountId } } : {}),
    };
    const returnTo = await (
      await provider()
    ).interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.redirect(returnTo, 303);
  }

  /** The first page of a sign-in: registration for `prompt=create`, otherwise login. */
  routes.get('/interaction/:uid', { schema: { params: paramsSchema } }, async (request, reply) => {
    const { uid } = request.params;
    const interaction = await interactionOf(request, reply, uid);
    if (!interaction) return reply;
    if (interaction.prompt.name === 'create') {
      const context = contextFor(request, interaction, paths(uid).register);
      return sendHtml(
        reply,
        200,
        registerView(context, { action: paths(uid).register, loginHref: paths(uid).login }),
      );
    }
    return showLogin(request, reply, uid, interaction);
  });

  /** The login page itself, also reached from the registration page's "sign in" link. */
  routes.get(
    '/interaction/:uid/login',
    { schema: { params: paramsSchema } },
    async (request, reply) => {
      const { uid } = request.params;
      const interaction = await interactionOf(request, reply, uid);
      if (!interaction) return reply;
      return showLogin(request, reply, uid, interaction);
    },
  );

  function showLogin(
    request: FastifyRequest,
    reply: FastifyReply,
    uid: string,
    interaction: Interaction,
  ) {
    const hint = interaction.params.login_hint;
    return sendHtml(
      reply,
      200,
      loginPage(contextFor(request, interaction, paths(uid).login), uid, {
        email: typeof hint === 'string' ? hint : undefined,
      }),
    );
  }

  routes.post(
    '/interaction/:uid/login',
    { schema: { params: paramsSchema, body: formSchema } },
    async (request, reply) => {
      const { uid } = request.params;
      const interaction = await interactionOf(request, reply, uid);
      if (!interaction) return reply;
      const context = contextFor(request, interaction, paths(uid).login);
      const email = (request.body.email ?? '').trim().toLowerCase();
      const password = request.body.password ?? '';
      const view = (error: NonNullable<LoginExtras['error']>) =>
        loginPage(context, uid, { email, error });
      // Such an email has no account, and the database refuses some of them (NUL) outright.
      if (hasControlCharacters(email)) {
        const page = loginPage(context, uid, { email: '', error: 'emailControlCharacters' });
        return sendHtml(reply, 400, page);
      }

      const verdict = await limiter.attempt([`login-ip:${request.ip}`, `login-email:${email}`]);
      if (!verdict.allowed) {
        reply.header('retry-after', Math.ceil(verdict.retryAfterMs / 1000));
        return sendHtml(reply, 429, view('loginRateLimited'));
      }
      const accountId = email && password ? await authenticate(db, { email, password }) : null;
      if (!accountId) {
        request.log.info({ uid }, 'sign-in refused');
        return sendHtml(reply, 401, view('loginFailed'));
      }
      return finish(request, reply, interaction, accountId);
    },
  );

  routes.get(
    '/interaction/:uid/register',
    { schema: { params: paramsSchema } },
    async (request, reply) => {
      const { uid } = request.params;
      const interaction = await interactionOf(request, reply, uid);
      if (!interaction) return reply;
      const context = contextFor(request, interaction, paths(uid).register);
      return sendHtml(
        reply,
        200,
        registerView(context, { action: paths(uid).register, loginHref: paths(uid).login }),
      );
    },
  );

  routes.post(
    '/interaction/:uid/register',
    { schema: { params: paramsSchema, body: formSchema } },
    async (request, reply) => {
      const { uid } = request.params;
      const interaction = await interactionOf(request, reply, uid);
      if (!interaction) return reply;
      const context = contextFor(request, interaction, paths(uid).register);
      const values = {
        firstName: request.body.firstName,
        lastName: request.body.lastName,
        email: request.body.email,
      };
      const view = (status: number, extra: Parameters<typeof registerView>[1]) =>
        sendHtml(reply, status, registerView(context, extra));
      const base = { action: paths(uid).register, loginHref: paths(uid).login, values };

      if (!(await limiter.attempt([`register-ip:${request.ip}`])).allowed) {
        return view(429, { ...base, rateLimited: true });
      }
      const parsed = registrationSchema.safeParse(request.body);
      if (!parsed.success) return view(400, { ...base, errors: fieldMessages(parsed.error) });
      try {
        const accountId = await registerAccount(db, jobs, parsed.data, {
          locale: context.locale,
          publicUrl: config.publicUrl,
        });
        request.log.info({ accountId }, 'account registered');
        return await finish(request, reply, interaction, accountId);
      } catch (error) {
        if (error instanceof AppError && error.code === 'CONFLICT') {
          return view(409, { ...base, errors: { email: 'emailTaken' } });
        }
        throw error;
      }
    },
  );
}
