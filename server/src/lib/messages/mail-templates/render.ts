import type { ReactElement } from 'react';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * A mail's HTML and its plain-text part from one template: the text is derived from the HTML, so
 * the two never say different things.
 */
export async function renderMail(subject: string, body: ReactElement): Promise<RenderedMail> {
  // Loaded with the first mail rather than at start-up (it brings React's server renderer).
  const { render, toPlainText } = await import('@react-email/render');
  const html = await render(body);
  return { subject, html, text: toPlainText(html) };
}
