import type { Locale, Texts } from './texts.ts';

export function escapeHtml(value: unknown): string {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Where the pages' stylesheet is served; a file, because the CSP allows no inline scripts. */
export const stylesheetPath = '/idp/assets/idp.css';

/** The one script of the pages: it sends the sign-out form the portal asked for (`signingOutView`). */
export const signOutScriptPath = '/idp/assets/sign-out.js';
export const signOutScript = "document.getElementById('op.logoutForm').submit();\n";

export interface PageOptions {
  locale: Locale;
  t: Texts;
  title: string;
  lead?: string | undefined;
  /** Trusted markup built by the view functions; every value in it is escaped there. */
  body: string;
  /** The same page in the other language; absent on pages reached by POST only. */
  switchLanguageHref?: string | undefined;
  /** A message shown above the form: an error, or the confirmation of what was done. */
  notice?: { kind: 'error' | 'success'; text: string } | undefined;
}

export function renderPage(options: PageOptions): string {
  const { t } = options;
  const notice = options.notice
    ? `<p class="notice notice-${options.notice.kind}" role="${options.notice.kind === 'error' ? 'alert' : 'status'}">${escapeHtml(options.notice.text)}</p>`
    : '';
  const switcher = options.switchLanguageHref
    ? `<a class="language" href="${escapeHtml(options.switchLanguageHref)}" lang="${t.switchLanguageLocale}" hreflang="${t.switchLanguageLocale}">${escapeHtml(t.switchLanguage)}</a>`
    : '';
  return `<!doctype html>
<html lang="${options.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)} · ${escapeHtml(t.productName)}</title>
<link rel="stylesheet" href="${stylesheetPath}">
</head>
<body>
<main class="shell">
<header class="brand"><span class="brand-mark" aria-hidden="true">M</span><span>${escapeHtml(t.productName)}</span>${switcher}</header>
<section class="card">
<h1>${escapeHtml(options.title)}</h1>
${options.lead ? `<p class="lead">${escapeHtml(options.lead)}</p>` : ''}
${notice}
${options.body}
</section>
</main>
</body>
</html>`;
}

export interface FieldOptions {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  value?: string | undefined;
  error?: string | undefined;
  autocomplete: string;
  autofocus?: boolean;
}

export function field(options: FieldOptions): string {
  const id = `field-${options.name}`;
  const errorId = `${id}-error`;
  const value =
    options.type === 'password' || options.value === undefined
      ? ''
      : ` value="${escapeHtml(options.value)}"`;
  const described = options.error ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  return `<div class="field${options.error ? ' field-invalid' : ''}">
<label for="${id}">${escapeHtml(options.label)}</label>
<input id="${id}" name="${options.name}" type="${options.type}" autocomplete="${options.autocomplete}" required${value}${described}${options.autofocus ? ' autofocus' : ''}>
${options.error ? `<p class="field-error" id="${errorId}">${escapeHtml(options.error)}</p>` : ''}
</div>`;
}

export function links(items: { href: string; text: string; lead?: string }[]): string {
  return `<nav class="links">${items
    .map(
      (item) =>
        `<p>${item.lead ? `${escapeHtml(item.lead)} ` : ''}<a href="${escapeHtml(item.href)}">${escapeHtml(item.text)}</a></p>`,
    )
    .join('')}</nav>`;
}

/** The content security policy of these pages: no scripts at all, forms only to us and the app. */
export function pageContentSecurityPolicy(
  formTargets: readonly string[],
  publicUrl: string,
): string {
  return [
    "default-src 'none'",
    // That one file only; oidc-provider adds the hash of its own auto-submitting forms to this.
    `script-src ${new URL(signOutScriptPath, publicUrl).href}`,
    "style-src 'self'",
    "img-src 'self' data:",
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}
