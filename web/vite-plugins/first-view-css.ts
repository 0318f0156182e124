import postcss, { type Container } from 'postcss';

/** The class names a page's markup uses. */
export function classesOf(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of markup.matchAll(/\bclass="([^"]*)"/g)) {
    for (const name of (value ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * The stylesheet's classes that `scripts` name (a component's class map, a CSS module's names): the
 * classes a page drawn by those scripts may use beyond its prerendered markup. A name found inside
 * a longer word counts too, which keeps a rule more rather than one less.
 */
export function classesNamedIn(css: string, scripts: string[]): Set<string> {
  const named = new Set<string>();
  for (const [, name] of css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) {
    if (name && !named.has(name) && scripts.some((code) => code.includes(name))) named.add(name);
  }
  return named;
}

/**
 * The classes a selector needs on the page to match anything. Classes inside a functional
 * pseudo-class (`:not()`, `:is()`, `:where()`, `:has()`) are left out: they may be alternatives or
 * negations, so the selector is kept whatever they are.
 */
function classesNeededBy(selector: string): string[] {
  let outside = '';
  let depth = 0;
  for (const character of selector) {
    if (character === '(') depth += 1;
    else if (character === ')') depth -= 1;
    else if (depth === 0) outside += character;
  }
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? '');
}

/**
 * The part of a stylesheet a page's first view needs (issue 19): every rule with a selector whose
 * classes are all in the page's markup, and every rule that names no class (the document's own,
 * the custom properties), in the stylesheet's order; keyframes and font faces whole. Inline in the
 * page, it lets the first paint come without the rest, which the page loads after it.
 */
export function firstViewCss(css: string, used: Set<string>): string {
  const root = postcss.parse(css);
  const filter = (container: Container) => {
    container.each((node) => {
      if (node.type === 'rule') {
        const kept = node.selectors.filter((selector) =>
          classesNeededBy(selector).every((name) => used.has(name)),
        );
        if (kept.length === 0) node.remove();
        else node.selectors = kept;
      } else if (node.type === 'atrule' && node.nodes && !/keyframes$/i.test(node.name)) {
        filter(node);
        if (node.nodes.length === 0) node.remove();
      }
    });
  };
  filter(root);
  return root.toString();
}

/** The custom properties a text names in `var()`. */
function propertiesNamedIn(text: string): string[] {
  return [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1] ?? '');
}

/**
 * A first view's CSS without the custom properties it does not read (issue 19): those its rules
 * and its markup's `style` attributes name in `var()`, and those their values name in turn, stay.
 * Mantine declares its whole theme on the document, some 570 properties of which the dashboard's
 * first view reads about 80: the rest made most of the page's HTML, all parsed and applied to the
 * document before the first paint. The app reads the others from the stylesheet it loads before
 * it draws. Only for a page drawn entirely from its prerendered markup: a page the server renders
 * with its data may draw an inline style the build did not see.
 */
export function withoutUnreadCustomProperties(css: string, markup: string): string {
  const root = postcss.parse(css);
  const values = new Map<string, string[]>();
  const read = new Set(propertiesNamedIn(markup));
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--')) {
      values.set(declaration.prop, [...(values.get(declaration.prop) ?? []), declaration.value]);
    } else {
      for (const name of propertiesNamedIn(declaration.value)) read.add(name);
    }
  });
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const value of values.get(name) ?? []) {
      for (const named of propertiesNamedIn(value)) {
        if (!read.has(named)) {
          read.add(named);
          pending.push(named);
        }
      }
    }
  }
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--') && !read.has(declaration.prop)) declaration.remove();
  });
  const removeEmpty = (container: Container) => {
    container.each((node) => {
      if (node.type !== 'rule' && node.type !== 'atrule') return;
      if (node.nodes) removeEmpty(node);
      if (node.nodes?.length === 0) node.remove();
    });
  };
  removeEmpty(root);
  return root.toString();
}
