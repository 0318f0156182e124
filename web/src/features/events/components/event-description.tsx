import { Anchor, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';

// A web address as people type it: http(s)://… or www.…, not in the middle of a word, an email
// address or another scheme (`javascript:https://…` stays text).
const addressPattern = /(?<![\w.@/:-])(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const closers: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
const trailingPunctuation = /[.,;:!?'"«»“”‘’]/;

/** The address without what ends the sentence: `.`, `,` or a `)` that closes no `(` of its own. */
function trimAddress(found: string): string {
  let address = found;
  for (;;) {
    const last = address.slice(-1);
    const opener = closers[last];
    if (trailingPunctuation.test(last)) address = address.slice(0, -1);
    else if (opener && address.split(opener).length < address.split(last).length) {
      address = address.slice(0, -1);
    } else return address;
  }
}

/** Where an address leads, if it is an http(s) one with a real host; null keeps it as text. */
function hrefOf(address: string): string | null {
  const isBare = address.toLowerCase().startsWith('www.');
  try {
    const url = new URL(isBare ? `https://${address}` : address);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname.includes('.')) return null;
    if (isBare && url.hostname.split('.').filter(Boolean).length < 3) return null;
    return url.href;
  } catch {
    return null;
  }
}

export type DescriptionPart = { text: string } | { text: string; href: string };

/** One line of the description as text and links, in order. */
export function descriptionParts(line: string): DescriptionPart[] {
  const parts: DescriptionPart[] = [];
  let from = 0;
  for (const match of line.matchAll(addressPattern)) {
    const address = trimAddress(match[0]);
    const href = hrefOf(address);
    if (!href) continue;
    if (match.index > from) parts.push({ text: line.slice(from, match.index) });
    parts.push({ text: address, href });
    from = match.index + address.length;
  }
  if (from < line.length) parts.push({ text: line.slice(from) });
  return parts;
}

/** Paragraphs at blank lines; within one, each line of its own. */
export function descriptionParagraphs(description: string): string[][] {
  return description
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => paragraph.split('\n'));
}

function Line({ line }: { line: string }) {
  return descriptionParts(line).map((part, index) =>
    'href' in part ? (
      <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer">
        {part.text}
      </Anchor>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}

/**
 * An event's description as its organiser wrote it, plain text: a blank line starts a paragraph,
 * a single one breaks the line, and web addresses are links that open in a new tab. Only text
 * and anchors are made, never markup from the text.
 */
export function EventDescription({ description }: { description: string }) {
  const paragraphs = descriptionParagraphs(description);
  if (paragraphs.length === 0) return null;
  return (
    <Stack gap="sm">
      {paragraphs.map((lines, index) => (
        <Text key={index}>
          {lines.map((line, at) => (
            <Fragment key={at}>
              {at > 0 && <br />}
              <Line line={line} />
            </Fragment>
          ))}
        </Text>
      ))}
    </Stack>
  );
}
