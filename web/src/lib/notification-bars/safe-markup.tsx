import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Bar messages may carry a little markup (SPEC.md section 3). It is parsed as inert HTML and
 * rebuilt as React elements from an allow-list, so no script, handler or style can get through.
 */
const inlineTags: Record<string, 'strong' | 'em' | 'br' | 'span'> = {
  b: 'strong',
  strong: 'strong',
  i: 'em',
  em: 'em',
  br: 'br',
  span: 'span',
  p: 'span',
};

export type SafeHref = { kind: 'app'; to: string } | { kind: 'external'; href: string };

/** App paths start with one slash; outside links must be http(s). Everything else is dropped. */
export function classifyHref(href: string | null): SafeHref | null {
  if (!href) return null;
  const value = href.trim();
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) {
    return { kind: 'app', to: value.replace(/^\/ui(?=\/|$)/, '') || '/' };
  }
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? { kind: 'external', href: url.href }
      : null;
  } catch {
    return null;
  }
}

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const children = Array.from(node.childNodes, (child, index) => convert(child, `${key}.${index}`));
  const tag = node.tagName.toLowerCase();
  if (tag === 'a') {
    const target = classifyHref(node.getAttribute('href'));
    if (target?.kind === 'app')
      return (
        <Link key={key} to={target.to}>
          {children}
        </Link>
      );
    if (target?.kind === 'external') {
      return (
        <a key={key} href={target.href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    }
    return <span key={key}>{children}</span>;
  }
  const Tag = inlineTags[tag];
  if (Tag === 'br') return <br key={key} />;
  if (Tag) return <Tag key={key}>{children}</Tag>;
  // Unknown elements keep their text only; script and style lose even that.
  return tag === 'script' || tag === 'style' ? null : <span key={key}>{children}</span>;
}

export function SafeMarkup({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  return <>{Array.from(body.childNodes, (node, index) => convert(node, String(index)))}</>;
}
