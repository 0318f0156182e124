import { describe, expect, it, vi } from 'vitest';
import { entryScriptOf, isNewerBuildAvailable } from './build-check.ts';

const page = (src: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="${src}"></script></head></html>`;

describe('build check', () => {
  it('finds the entry script of index.html', () => {
    expect(entryScriptOf(page('/ui/assets/index-abc.js'))).toBe('/ui/assets/index-abc.js');
    expect(entryScriptOf('<html></html>')).toBeNull();
    expect(
      entryScriptOf('<head><meta name="portal-entry" content="/ui/assets/index-def.js" /></head>'),
    ).toBe('/ui/assets/index-def.js');
  });

  it('reports a newer build when the entry changed', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(page('/ui/assets/index-new.js'))));
    await expect(isNewerBuildAvailable('/ui/', '/ui/assets/index-old.js', fetchMock)).resolves.toBe(
      true,
    );
    await expect(isNewerBuildAvailable('/ui/', '/ui/assets/index-new.js', fetchMock)).resolves.toBe(
      false,
    );
    expect(fetchMock).toHaveBeenCalledWith('/ui/', expect.objectContaining({ cache: 'no-store' }));
  });

  it('says nothing when the check fails or the running build is unknown', async () => {
    const failing = vi.fn(() => Promise.resolve(new Response('', { status: 503 })));
    await expect(isNewerBuildAvailable('/ui/', '/ui/assets/index-old.js', failing)).resolves.toBe(
      false,
    );
    await expect(isNewerBuildAvailable('/ui/', null, failing)).resolves.toBe(false);
  });
});
