import { describe, expect, it } from 'vitest';
import {
  classesNamedIn,
  classesOf,
  firstViewCss,
  withoutUnreadCustomProperties,
} from './first-view-css.ts';

const css = [
  ':root{--mantine-color-blue-6:#228be6}',
  'body{margin:0}',
  '.m_a{color:red}',
  '.m_b{color:blue}',
  '.m_a .m_b{color:green}',
  '.m_a,.m_c{padding:0}',
  '.m_a:not(.m_c){margin:0}',
  ':where(.m_c) .m_a{border:0}',
  '[data-mantine-color-scheme=dark] .m_a[data-variant=light]{color:white}',
  '@media (min-width:48em){.m_a{color:pink}.m_c{color:gray}}',
  '@media (min-width:75em){.m_c{color:black}}',
  '@keyframes m_spin{from{transform:rotate(0)}to{transform:rotate(360deg)}}',
].join('');

describe('firstViewCss', () => {
  it('keeps the rules whose classes the markup uses, and those that name none, in order', () => {
    const kept = firstViewCss(css, classesOf('<div class="m_a  extra"><p class="m_x"></p></div>'));
    expect(kept).toBe(
      [
        ':root{--mantine-color-blue-6:#228be6}',
        'body{margin:0}',
        '.m_a{color:red}',
        '.m_a{padding:0}',
        '.m_a:not(.m_c){margin:0}',
        ':where(.m_c) .m_a{border:0}',
        '[data-mantine-color-scheme=dark] .m_a[data-variant=light]{color:white}',
        '@media (min-width:48em){.m_a{color:pink}}',
        '@keyframes m_spin{from{transform:rotate(0)}to{transform:rotate(360deg)}}',
      ].join(''),
    );
  });

  it('keeps a rule for two classes only when the markup has both', () => {
    expect(firstViewCss(css, new Set(['m_a', 'm_b']))).toContain('.m_a .m_b{color:green}');
    expect(firstViewCss(css, new Set(['m_b']))).not.toContain('.m_a .m_b');
  });
});

describe('classesOf', () => {
  it('reads every class attribute of the markup', () => {
    expect([...classesOf('<a class="x y"></a><b class=""></b><i class="z x"></i>')]).toEqual([
      'x',
      'y',
      'z',
    ]);
  });
});

describe('classesNamedIn', () => {
  it('finds the stylesheet classes a script names, as a string of its own or inside a longer one', () => {
    const scripts = ['const classes={root:"m_a"};', 'el.className=`${"m_c"} active`'];
    expect(classesNamedIn(css, scripts)).toEqual(new Set(['m_a', 'm_c']));
  });

  it('keeps the rules for what the scripts may draw beyond the markup', () => {
    const used = classesOf('<div class="m_a"></div>');
    for (const name of classesNamedIn(css, ['{card:"m_b"}'])) used.add(name);
    const kept = firstViewCss(css, used);
    expect(kept).toContain('.m_b{color:blue}');
    expect(kept).toContain('.m_a .m_b{color:green}');
    expect(kept).not.toContain('.m_c{');
  });
});

describe('withoutUnreadCustomProperties', () => {
  const theme = [
    ':root{--color-primary:var(--color-blue-6);--color-blue-6:#228be6;--color-red-6:#fa5252;--spacing-md:16px;--radius:4px}',
    '[data-mantine-color-scheme=dark]{--color-body:#1a1b1e;--color-red-6:#e03131}',
    '@media (min-width:48em){:root{--spacing-lg:24px}}',
    '.m_a{color:var(--color-primary);padding:var( --spacing-md )}',
    '.m_b{--button-height:var(--radius);height:var(--button-height)}',
  ].join('');

  it('keeps what the rules read, and what those properties read in turn', () => {
    const kept = withoutUnreadCustomProperties(theme, '<div class="m_a"></div>');
    expect(kept).toContain('--color-primary:var(--color-blue-6)');
    expect(kept).toContain('--color-blue-6:#228be6');
    expect(kept).toContain('--spacing-md:16px');
    expect(kept).toContain('--button-height:var(--radius);height:var(--button-height)');
    expect(kept).toContain('--radius:4px');
  });

  it('drops the rest, and the rules and media queries left empty by it', () => {
    const kept = withoutUnreadCustomProperties(theme, '<div class="m_a"></div>');
    expect(kept).not.toContain('--color-red-6');
    expect(kept).not.toContain('--color-body');
    expect(kept).not.toContain('[data-mantine-color-scheme=dark]');
    expect(kept).not.toContain('@media');
  });

  it("keeps a property the markup's inline styles read", () => {
    const kept = withoutUnreadCustomProperties(
      theme,
      '<p style="color:var(--color-red-6)">Full</p>',
    );
    expect(kept).toContain(':root{');
    expect(kept).toContain('--color-red-6:#fa5252');
    expect(kept).toContain('[data-mantine-color-scheme=dark]{--color-red-6:#e03131}');
  });
});
