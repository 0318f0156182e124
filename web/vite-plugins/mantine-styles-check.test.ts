import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { mantineStylesCheck } from './mantine-styles-check.ts';

const chunk = (fileName: string, code: string) => ({ type: 'chunk' as const, fileName, code });
const css = (fileName: string, source: string | Uint8Array) => ({
  type: 'asset' as const,
  fileName,
  source,
});

/** Runs the plugin's bundle check on a bundle of the given files. */
function check(...files: (ReturnType<typeof chunk> | ReturnType<typeof css>)[]) {
  const plugin = mantineStylesCheck();
  // The web folder: the error message looks the names up in its @mantine/core.
  (plugin.configResolved as (config: { root: string }) => void)({
    root: path.resolve(import.meta.dirname, '..'),
  });
  const context = { error: vi.fn((message: string) => message) };
  const bundle = Object.fromEntries(files.map((file) => [file.fileName, file]));
  (plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void).call(
    context,
    {},
    bundle,
  );
  return context.error;
}

// Text's root class and Loader's bars animation, as Mantine's bundled modules hold them.
const textChunk = chunk('Text-a1.js', 'var t={root:`m_b6d8b162`};');
const loaderChunk = chunk('Loader-b2.js', 'var l={barsLoader:`m_7a2bd4cd`,a:`m_5d2b3b9d`};');

describe('the Mantine styles check', () => {
  it('passes when every name has a class rule or keyframes in some CSS file', () => {
    const error = check(
      textChunk,
      loaderChunk,
      css('index-c3.css', '.m_b6d8b162{color:red}@keyframes m_5d2b3b9d{0%{opacity:0}}'),
      // A chunk's own CSS counts too.
      css('Loader-d4.css', new TextEncoder().encode('.m_7a2bd4cd{display:flex}')),
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('passes when the CSS has rules the JavaScript does not use', () => {
    expect(
      check(textChunk, css('index-c3.css', '.m_b6d8b162{}.m_38a85659{}')),
    ).not.toHaveBeenCalled();
  });

  it('fails the build naming the class, the chunk and the file that has its styles', () => {
    const error = check(textChunk, loaderChunk, css('index-c3.css', '.m_b6d8b162{color:red}'));
    expect(error).toHaveBeenCalledOnce();
    const message = String(error.mock.calls[0]?.[0]);
    expect(message).toContain('src/lib/ui/mantine-component-styles.css');
    expect(message).toContain(
      '@mantine/core/styles/Loader.css: m_5d2b3b9d, m_7a2bd4cd (used in Loader-b2.js)',
    );
    expect(message).not.toContain('m_b6d8b162');
  });

  it('does not count a name that only appears in a declaration, not as a selector', () => {
    const error = check(textChunk, css('index-c3.css', '.other{content:"m_b6d8b162"}'));
    expect(error).toHaveBeenCalledOnce();
  });
});
