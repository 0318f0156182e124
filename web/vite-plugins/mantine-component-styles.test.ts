import { describe, expect, it } from 'vitest';
import { stylesProblems } from './mantine-component-styles.ts';
import type { OutputChunkLike } from './output-chunk.ts';

const stylesheet = '/app/src/lib/ui/mantine-component-styles.css';

function chunk(
  fileName: string,
  options: Partial<OutputChunkLike> & { css?: string[] } = {},
): OutputChunkLike {
  return {
    fileName,
    code: options.code ?? '',
    imports: options.imports ?? [],
    isEntry: options.isEntry ?? false,
    facadeModuleId: options.facadeModuleId ?? null,
    moduleIds: options.moduleIds ?? [],
    viteMetadata: { importedCss: new Set(options.css ?? []) },
  };
}

function bundle(...chunks: OutputChunkLike[]) {
  return new Map(chunks.map((item) => [item.fileName, item]));
}

const box = chunk('Box.js', {
  moduleIds: ['/node_modules/@mantine/core/esm/core/Box/Box.mjs', stylesheet],
  css: ['Box.css'],
  code: 'm_1b7284a3',
});
const entry = chunk('index.js', { isEntry: true, facadeModuleId: '/app/index.html' });

describe("Mantine's component styles", () => {
  it('come with every chunk that names a component class, and not with the first load', () => {
    const button = chunk('Button.js', { imports: ['Box.js'], code: 'm_77c9d27d' });
    const page = chunk('page.js', { imports: ['Button.js'], code: 'm_77c9d27d' });
    expect(stylesProblems(bundle(entry, box, button, page), stylesheet)).toEqual([]);
  });

  it('are missed by a chunk naming a class without importing Box', () => {
    const loose = chunk('loose.js', { code: 'className:"m_8fb7ebe7"' });
    expect(stylesProblems(bundle(entry, box, loose), stylesheet)).toEqual([
      "loose.js names a component's class without bringing them",
    ]);
  });

  it('fail the build when the first load would bring them', () => {
    const first = chunk('index.js', {
      isEntry: true,
      facadeModuleId: '/app/index.html',
      imports: ['Box.js'],
    });
    expect(stylesProblems(bundle(first, box), stylesheet)).toEqual([
      'the first load (index.js) brings them',
    ]);
  });

  it('fail the build when no chunk brings them', () => {
    expect(stylesProblems(bundle(entry), stylesheet)).toEqual(['no chunk brings them']);
  });
});
