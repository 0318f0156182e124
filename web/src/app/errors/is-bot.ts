const botPattern =
  /bot\b|bot\/|crawler|spider|crawling|slurp|bingpreview|facebookexternalhit|embedly|quora link preview/i;

/** Crawlers get no error page (SPEC.md section 2), only the bare status. */
export function isBot(userAgent: string): boolean {
  return botPattern.test(userAgent);
}
