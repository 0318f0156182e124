import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionParts, EventDescription } from './event-description.tsx';

const renderDescription = (description: string) =>
  render(
    <MantineProvider env="test">
      <div data-testid="description">
        <EventDescription description={description} />
      </div>
    </MantineProvider>,
  );

/** The links made of one line, as [text, href]. */
const linksOf = (line: string) =>
  descriptionParts(line).flatMap((part) => ('href' in part ? [[part.text, part.href]] : []));

describe('EventDescription', () => {
  it('starts a paragraph at a blank line and keeps a single newline as a line break', () => {
    renderDescription(
      'We row to Kalø.\nBring a packed lunch.\n\n  \n\nCoffee after.\r\n\r\nSee you!',
    );
    const paragraphs = screen.getAllByText(/./, { selector: 'p' });
    expect(paragraphs.map((paragraph) => paragraph.textContent)).toEqual([
      'We row to Kalø.Bring a packed lunch.',
      'Coffee after.',
      'See you!',
    ]);
    // eslint-disable-next-line testing-library/no-node-access -- the line break is the point
    expect(paragraphs[0]?.querySelectorAll('br')).toHaveLength(1);
  });

  it('makes web addresses links that open in a new tab without an opener', () => {
    renderDescription('Route: https://example.org/route?day=1 and www.roklub.dk/kalø');
    const route = screen.getByRole('link', { name: 'https://example.org/route?day=1' });
    expect(route.getAttribute('href')).toBe('https://example.org/route?day=1');
    expect(route.getAttribute('target')).toBe('_blank');
    expect(route.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'www.roklub.dk/kalø' }).getAttribute('href')).toBe(
      'https://www.roklub.dk/kal%C3%B8',
    );
    expect(screen.getByTestId('description').textContent).toBe(
      'Route: https://example.org/route?day=1 and www.roklub.dk/kalø',
    );
  });

  it('leaves markup in the text as text', () => {
    renderDescription(
      '<b>Bold</b> <img src=x onerror="alert(1)"> <a href="javascript:alert(2)">x</a>',
    );
    const description = screen.getByTestId('description');
    // eslint-disable-next-line testing-library/no-node-access -- the point: no element is made
    expect(description.querySelector('b, img, a')).toBeNull();
    expect(description.textContent).toBe(
      '<b>Bold</b> <img src=x onerror="alert(1)"> <a href="javascript:alert(2)">x</a>',
    );
  });

  it('shows nothing for an empty description', () => {
    renderDescription(' \n\n ');
    expect(screen.getByTestId('description')).toBeEmptyDOMElement();
  });
});

describe('descriptionParts', () => {
  it('leaves the sentence’s punctuation out of the address', () => {
    expect(linksOf('Read https://example.org/a. Then go.')).toEqual([
      ['https://example.org/a', 'https://example.org/a'],
    ]);
    expect(linksOf('(see https://example.org/map), or "www.roklub.dk"!')).toEqual([
      ['https://example.org/map', 'https://example.org/map'],
      ['www.roklub.dk', 'https://www.roklub.dk/'],
    ]);
    expect(descriptionParts('Map: https://example.org/x).')).toEqual([
      { text: 'Map: ' },
      { text: 'https://example.org/x', href: 'https://example.org/x' },
      { text: ').' },
    ]);
  });

  it('keeps a bracket the address opened itself', () => {
    expect(linksOf('https://en.wikipedia.org/wiki/Kalø_(slot).')).toEqual([
      [
        'https://en.wikipedia.org/wiki/Kalø_(slot)',
        'https://en.wikipedia.org/wiki/Kal%C3%B8_(slot)',
      ],
    ]);
  });

  it('never links another scheme, or an address inside a word or an email', () => {
    for (const text of [
      'javascript:alert(1)',
      'javascript:https://example.org',
      'JavaScript://www.example.org/%0aalert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'ftp://files.example.org/a',
      'mailto:bestyrelse@roklub.dk',
      'bestyrelse@www.roklub.dk',
      'xhttps://example.org',
      'http://intranet',
      'www.',
      'www.dk',
    ]) {
      expect(linksOf(text), text).toEqual([]);
    }
  });

  it('links http as well as https, in any case', () => {
    expect(linksOf('HTTP://Example.org/A and http://example.org')).toEqual([
      ['HTTP://Example.org/A', 'http://example.org/A'],
      ['http://example.org', 'http://example.org/'],
    ]);
  });
});
