import type { ErrorOut, errors, KoaContextWithOIDC } from 'oidc-provider';
import { pickLocale } from './locale.ts';
import { texts } from './texts.ts';
import { logoutView, messageView, signingOutView, type ViewContext } from './views.ts';

/** Pages oidc-provider renders itself (logout, logged out, errors), in our look and language. */
function contextOf(ctx: KoaContextWithOIDC): ViewContext {
  // ctx.oidc is absent when the error happened before oidc-provider set up its context.
  const params = (ctx.oidc as KoaContextWithOIDC['oidc'] | undefined)?.params;
  const locale = pickLocale({
    uiLocales: params?.ui_locales,
    cookieHeader: ctx.get('cookie'),
    acceptLanguage: ctx.get('accept-language'),
  });
  return { locale, t: texts[locale] };
}

/**
 * The confirmation page guards against a sign-out someone else started (a link on another site).
 * A request carrying an ID token of this very session (same account, same `sid`) from the portal
 * comes from the member's own Log out: asking again would only leave signed in a member who walks
 * away from the question.
 */
function isAskedByThisSession(ctx: KoaContextWithOIDC, clientId: string): boolean {
  const hint = ctx.oidc.entities.IdTokenHint?.payload;
  const { session, client } = ctx.oidc;
  if (!hint || !session?.accountId || client?.clientId !== clientId) return false;
  const sid = session.sidFor(clientId) as string | undefined;
  return hint.sub === session.accountId && typeof sid === 'string' && hint.sid === sid;
}

export function providerPages(publicUrl: string, clientId: string) {
  const portal = `${publicUrl}/ui/`;
  return {
    logoutSource: (ctx: KoaContextWithOIDC, form: string): void => {
      ctx.type = 'html';
      ctx.body = isAskedByThisSession(ctx, clientId)
        ? signingOutView(contextOf(ctx), form)
        : logoutView(contextOf(ctx), form);
    },

    postLogoutSuccessSource: (ctx: KoaContextWithOIDC): void => {
      const context = contextOf(ctx);
      ctx.type = 'html';
      ctx.body = messageView(context, {
        title: context.t.loggedOutTitle,
        text: context.t.loggedOutLead,
        kind: 'success',
        link: { href: portal, text: context.t.continueToPortal },
      });
    },

    renderError: (
      ctx: KoaContextWithOIDC,
      out: ErrorOut,
      error: errors.OIDCProviderError | Error,
    ): void => {
      const context = contextOf(ctx);
      const expired = error.name === 'SessionNotFound';
      ctx.type = 'html';
      ctx.body = messageView(context, {
        title: context.t.errorTitle,
        text: expired ? context.t.sessionExpired : context.t.errorLead,
        kind: 'error',
        // The OAuth error code (never internals: oidc-provider hides those of a server_error).
        code: out.error,
        link: { href: portal, text: context.t.continueToPortal },
      });
    },
  };
}
