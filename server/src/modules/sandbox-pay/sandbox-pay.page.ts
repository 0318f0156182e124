import { formatMoney } from '@portal/contracts/format';
import type { CardField, CardForm, CardProblem } from '#src/lib/payments/sandbox/sandbox-cards.ts';
import type { SandboxPayment } from './sandbox-pay.service.ts';
import { windowStyles } from './sandbox-pay.styles.ts';
import type { WindowLanguage, WindowTexts } from './sandbox-pay.texts.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const lockIcon = `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 5a3 3 0 1 1 6 0v3H9V7Zm3 7a2 2 0 0 1 1 3.73V19h-2v-1.27A2 2 0 0 1 12 14Z"/></svg>`;

function layout(texts: WindowTexts, title: string, body: string): string {
  return `<!doctype html>
<html lang="${texts.htmlLang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${windowStyles}</style></head>
<body><div class="page">
${body}
</div></body></html>`;
}

function testBanner(texts: WindowTexts): string {
  const cards = texts.testCards
    .map((card) => `<li><code>${card.number}</code> ${escapeHtml(card.text)}</li>`)
    .join('');
  return `<section class="test" aria-labelledby="test-title">
<h2 id="test-title">${escapeHtml(texts.testModeTitle)}</h2>
<p>${escapeHtml(texts.testModeText)}</p><ul>${cards}</ul>
<p>${escapeHtml(texts.testCardsRest)}</p></section>`;
}

function header(payment: SandboxPayment, texts: WindowTexts): string {
  const amount = formatMoney(payment.amount, payment.currency, texts.htmlLang);
  return `<header class="merchant">${lockIcon}<div><p>${escapeHtml(texts.securePayment)}</p>
<h1>${escapeHtml(payment.merchantName ?? texts.title)}</h1></div></header>
<dl class="summary"><div><dt>${escapeHtml(texts.orderNumber)}</dt><dd>${escapeHtml(payment.orderNumber)}</dd></div>
<div class="total"><dt>${escapeHtml(texts.amount)}</dt><dd>${escapeHtml(amount)}</dd></div></dl>`;
}

function footer(texts: WindowTexts, switchHref: string | null): string {
  const other = texts.otherLanguage;
  const link = switchHref
    ? `<a href="${escapeHtml(switchHref)}" lang="${other.lang}" hreflang="${other.lang}">${other.label}</a>`
    : '';
  return `<footer><span>${escapeHtml(texts.footer)}</span>${link}</footer>`;
}

const fieldOrder: CardField[] = ['cardNumber', 'expiry', 'cvc', 'cardholderName'];
const inputAttributes: Record<CardField, string> = {
  cardNumber: 'inputmode="numeric" autocomplete="cc-number" maxlength="23" spellcheck="false"',
  expiry: 'inputmode="numeric" autocomplete="cc-exp" maxlength="7"',
  cvc: 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"',
  cardholderName: 'autocomplete="cc-name" maxlength="100" spellcheck="false"',
};

function field(
  name: CardField,
  texts: WindowTexts,
  value: string,
  problem: CardProblem | undefined,
  isFirstProblem: boolean,
): string {
  const { label, hint } = texts.fields[name];
  const describedBy = [hint ? `${name}-hint` : '', problem ? `${name}-error` : '']
    .filter(Boolean)
    .join(' ');
  return `<div class="field"><label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" type="text" value="${escapeHtml(value)}" required ${inputAttributes[name]}${
    describedBy ? ` aria-describedby="${describedBy}"` : ''
  }${problem ? ' aria-invalid="true"' : ''}${isFirstProblem ? ' autofocus' : ''}>
${hint ? `<p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>` : ''}${
    problem ? `<p class="error" id="${name}-error">${escapeHtml(texts.problems[problem])}</p>` : ''
  }</div>`;
}

export interface WindowView {
  payment: SandboxPayment;
  texts: WindowTexts;
  /** The language chosen on the page, carried through the form when none is enforced. */
  language: WindowLanguage;
  values?: CardForm;
  problems?: Partial<Record<CardField, CardProblem>>;
}

/** The hosted card form. Server-rendered, no script: errors come back with the input kept. */
export function renderWindow(view: WindowView): string {
  const { payment, texts, problems = {} } = view;
  const values = view.values ?? { cardNumber: '', expiry: '', cvc: '', cardholderName: '' };
  const wrong = fieldOrder.filter((name) => problems[name]);
  const query = payment.language ? '' : `?lang=${view.language}`;
  const action = `/sandbox-pay/${payment.id}`;
  const summary =
    wrong.length === 0
      ? ''
      : `<div class="errors" role="alert"><p>${escapeHtml(texts.errorSummary)}</p><ul>${wrong
          .map((name) => {
            const problem = problems[name];
            return `<li><a href="#${name}">${escapeHtml(texts.fields[name].label)}: ${
              problem ? escapeHtml(texts.problems[problem]) : ''
            }</a></li>`;
          })
          .join('')}</ul></div>`;
  const fields = (names: CardField[]) =>
    names
      .map((name) => field(name, texts, values[name], problems[name], name === wrong[0]))
      .join('');
  const amount = formatMoney(payment.amount, payment.currency, texts.htmlLang);
  const body = `${testBanner(texts)}
<main class="window">${header(payment, texts)}<div class="body">${summary}
<form method="post" action="${action}${query}" novalidate>
${fields(['cardNumber'])}<div class="row">${fields(['expiry', 'cvc'])}</div>${fields(['cardholderName'])}
<button type="submit" class="pay">${escapeHtml(texts.pay(amount))}</button></form>
<form method="post" action="${action}/cancel"><button type="submit" class="cancel">${escapeHtml(texts.cancel)}</button></form>
</div></main>
${footer(texts, payment.language ? null : `${action}?lang=${texts.otherLanguage.lang}`)}`;
  return layout(texts, `${texts.title} · ${payment.merchantName ?? payment.orderNumber}`, body);
}

/** A window that already closed: say how, and offer the way back to the club. */
export function renderClosed(payment: SandboxPayment, texts: WindowTexts): string {
  const status = payment.status === 'open' ? 'cancelled' : payment.status;
  const done = texts.done[status];
  const body = `${testBanner(texts)}
<main class="window">${header(payment, texts)}<div class="body done">
<h2>${escapeHtml(done.title)}</h2><p>${escapeHtml(done.text)}</p>
<a class="button-link" href="${escapeHtml(payment.outcomeUrl ?? payment.declineUrl)}">${escapeHtml(texts.continue)}</a>
</div></main>${footer(texts, null)}`;
  return layout(texts, done.title, body);
}

export function renderNotFound(texts: WindowTexts): string {
  const body = `<main class="window"><div class="body done"><h1>${escapeHtml(texts.notFoundTitle)}</h1>
<p>${escapeHtml(texts.notFoundText)}</p></div></main>`;
  return layout(texts, texts.notFoundTitle, body);
}
