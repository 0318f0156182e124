import { render, toPlainText } from '@react-email/render';
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
  const html = await render(body);
  return { subject, html, text: toPlainText(html) };
}
