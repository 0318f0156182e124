/** SPEC.md section 4 "Builds": look for a newer build every hour. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The build is identified by its hashed entry script: index.html is never cached, so the entry it
 * names is the latest build's. A prerendered page names it in a meta tag (its first script loads
 * it); Vite's own index.html in a script tag.
 */
export function entryScriptOf(html: string): string | null {
  const named = /<meta name="portal-entry" content="([^"]+)"/i.exec(html)?.[1];
  if (named) return named;
  const match =
    /<script[^>]+type="module"[^>]+src="([^"]+)"/i.exec(html) ??
    /<script[^>]+src="([^"]+)"[^>]+type="module"/i.exec(html);
  return match?.[1] ?? null;
}

export function runningEntryScript(doc: Document = document): string | null {
  return (
    doc.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src') ?? null
  );
}

export async function isNewerBuildAvailable(
  indexUrl: string,
  running: string | null,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  if (!running) return false;
  const response = await fetchImpl(indexUrl, {
    cache: 'no-store',
    headers: { accept: 'text/html' },
  });
  if (!response.ok) return false;
  const latest = entryScriptOf(await response.text());
  return latest !== null && latest !== running;
}
