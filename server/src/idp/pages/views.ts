import {
  escapeHtml,
  field,
  links,
  type PageOptions,
  renderPage,
  signOutScriptPath,
} from './layout.ts';
import type { Locale, MessageKey, Texts } from './texts.ts';

export interface ViewContext {
  locale: Locale;
  t: Texts;
  switchLanguageHref?: string | undefined;
}

export type FieldErrors = Partial<Record<string, MessageKey>>;

function page(context: ViewContext, options: Omit<PageOptions, 'locale' | 't'>): string {
  return renderPage({
    locale: context.locale,
    t: context.t,
    switchLanguageHref: context.switchLanguageHref,
    ...options,
  });
}

const errorText = (t: Texts, errors: FieldErrors, name: string) => {
  const key = errors[name];
  return key ? t[key] : undefined;
};

export function loginView(
  context: ViewContext,
  options: {
    action: string;
    registerHref: string;
    forgotHref: string;
    email?: string | undefined;
    error?: 'loginFailed' | 'loginRateLimited' | 'emailControlCharacters' | undefined;
  },
): string {
  const { t } = context;
  return page(context, {
    title: t.loginTitle,
    lead: t.loginLead,
    notice: options.error ? { kind: 'error', text: t[options.error] } : undefined,
    body: `<form method="post" action="${escapeHtml(options.action)}" novalidate>
${field({ name: 'email', label: t.email, type: 'email', value: options.email, autocomplete: 'username', autofocus: !options.email })}
${field({ name: 'password', label: t.password, type: 'password', autocomplete: 'current-password', autofocus: Boolean(options.email) })}
<button type="submit">${escapeHtml(t.loginSubmit)}</button>
</form>
${links([
  { href: options.forgotHref, text: t.forgotPasswordLink },
  { href: options.registerHref, text: t.registerLink, lead: t.noAccount },
])}`,
  });
}

export interface RegistrationValues {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
}

export function registerView(
  context: ViewContext,
  options: {
    action: string;
    loginHref: string;
    values?: RegistrationValues;
    errors?: FieldErrors;
    rateLimited?: boolean;
  },
): string {
  const { t } = context;
  const errors = options.errors ?? {};
  const values = options.values ?? {};
  const hasErrors = Object.keys(errors).length > 0;
  const notice = options.rateLimited
    ? { kind: 'error' as const, text: t.loginRateLimited }
    : hasErrors
      ? { kind: 'error' as const, text: t.formHasErrors }
      : undefined;
  return page(context, {
    title: t.registerTitle,
    lead: t.registerLead,
    notice,
    body: `<form method="post" action="${escapeHtml(options.action)}" novalidate>
<div class="field-row">
${field({ name: 'firstName', label: t.firstName, type: 'text', value: values.firstName, error: errorText(t, errors, 'firstName'), autocomplete: 'given-name', autofocus: true })}
${field({ name: 'lastName', label: t.lastName, type: 'text', value: values.lastName, error: errorText(t, errors, 'lastName'), autocomplete: 'family-name' })}
</div>
${field({ name: 'email', label: t.email, type: 'email', value: values.email, error: errorText(t, errors, 'email'), autocomplete: 'email' })}
${field({ name: 'password', label: t.password, type: 'password', error: errorText(t, errors, 'password'), autocomplete: 'new-password' })}
${field({ name: 'passwordConfirmation', label: t.passwordConfirmation, type: 'password', error: errorText(t, errors, 'passwordConfirmation'), autocomplete: 'new-password' })}
<button type="submit">${escapeHtml(t.registerSubmit)}</button>
</form>
${links([
  { href: options.loginHref, text: t.loginLink, lead: t.haveAccount },
  { href: '/ui/privacy', text: t.privacyLink, lead: t.privacyLead },
])}`,
  });
}

export function forgotPasswordView(
  context: ViewContext,
  options: {
    action: string;
    backHref: string;
    email?: string | undefined;
    errors?: FieldErrors;
    sent?: boolean;
    rateLimited?: boolean;
  },
): string {
  const { t } = context;
  const errors = options.errors ?? {};
  const notice = options.rateLimited
    ? { kind: 'error' as const, text: t.loginRateLimited }
    : options.sent
      ? { kind: 'success' as const, text: t.forgotSent }
      : undefined;
  const form = options.sent
    ? ''
    : `<form method="post" action="${escapeHtml(options.action)}" novalidate>
${field({ name: 'email', label: t.email, type: 'email', value: options.email, error: errorText(t, errors, 'email'), autocomplete: 'email', autofocus: true })}
<button type="submit">${escapeHtml(t.forgotSubmit)}</button>
</form>`;
  return page(context, {
    title: t.forgotTitle,
    lead: options.sent ? undefined : t.forgotLead,
    notice,
    body: `${form}
${links([{ href: options.backHref, text: t.backToLogin }])}`,
  });
}

export function resetPasswordView(
  context: ViewContext,
  options: { action: string; token: string; errors?: FieldErrors },
): string {
  const { t } = context;
  const errors = options.errors ?? {};
  return page(context, {
    title: t.resetTitle,
    lead: t.resetLead,
    notice: Object.keys(errors).length > 0 ? { kind: 'error', text: t.formHasErrors } : undefined,
    body: `<form method="post" action="${escapeHtml(options.action)}" novalidate>
<input type="hidden" name="token" value="${escapeHtml(options.token)}">
${field({ name: 'password', label: t.password, type: 'password', error: errorText(t, errors, 'password'), autocomplete: 'new-password', autofocus: true })}
${field({ name: 'passwordConfirmation', label: t.passwordConfirmation, type: 'password', error: errorText(t, errors, 'passwordConfirmation'), autocomplete: 'new-password' })}
<button type="submit">${escapeHtml(t.resetSubmit)}</button>
</form>`,
  });
}

/** A page that only tells something and offers one way on. */
export function messageView(
  context: ViewContext,
  options: {
    title: string;
    text: string;
    kind: 'error' | 'success';
    link?: { href: string; text: string } | undefined;
    code?: string | undefined;
  },
): string {
  const { t } = context;
  return page(context, {
    title: options.title,
    notice: { kind: options.kind, text: options.text },
    body: `${options.code ? `<p class="error-code">${escapeHtml(t.errorCode)}: ${escapeHtml(options.code)}</p>` : ''}
${options.link ? `<a class="button" href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.text)}</a>` : ''}`,
  });
}

/**
 * Sign-out asked for by the portal itself with an ID token of this very session: the form is sent
 * at once by a script file (the CSP allows no inline script), with a button where scripts do not
 * run. `form` is oidc-provider's hidden form with its xsrf.
 */
export function signingOutView(context: ViewContext, form: string): string {
  const { t } = context;
  const confirmedForm = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"/></form>',
  );
  return page(context, {
    title: t.signingOutTitle,
    lead: t.signingOutLead,
    body: `${confirmedForm}
<noscript><button type="submit" form="op.logoutForm">${escapeHtml(t.logoutConfirm)}</button></noscript>
<script src="${signOutScriptPath}"></script>`,
  });
}

/** The RP-initiated logout confirmation; `form` is oidc-provider's hidden form with its xsrf. */
export function logoutView(context: ViewContext, form: string): string {
  const { t } = context;
  return page(context, {
    title: t.logoutTitle,
    lead: t.logoutLead,
    body: `${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${escapeHtml(t.logoutConfirm)}</button>
<button type="submit" form="op.logoutForm" class="secondary">${escapeHtml(t.logoutCancel)}</button>`,
  });
}
