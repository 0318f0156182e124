import type { ErrorOut, errors, KoaContextWithOIDC } from 'oidc-provider';
import { pickLocale } from './locale.ts';
import { texts } from './texts.ts';
import { logoutView, messageView, type ViewContext } from './views.ts';

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

export function providerPages(publicUrl: string) {
  const portal = `${publicUrl}/ui/`;
  return {
    logoutSource: (ctx: KoaContextWithOIDC, form: string): void => {
      ctx.type = 'html';
      ctx.body = logoutView(contextOf(ctx), form);
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
