import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { classifyHref, SafeMarkup } from './safe-markup.tsx';

const renderMarkup = (html: string) =>
  render(
    <MemoryRouter>
      <p data-testid="bar">
        <SafeMarkup html={html} />
      </p>
    </MemoryRouter>,
  );

describe('SafeMarkup', () => {
  it('keeps emphasis and app links', () => {
    renderMarkup(
      'Please <b>complete</b> your profile. <a href="/ui/edit-profile">Edit profile here</a>',
    );
    expect(screen.getByText('complete').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Edit profile here' }).getAttribute('href')).toBe(
      '/edit-profile',
    );
  });

  it('drops scripts, handlers and dangerous links', () => {
    renderMarkup(
      '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)" onclick="x()">click</a>',
    );
    const bar = screen.getByTestId('bar');
    // eslint-disable-next-line testing-library/no-node-access -- the point: no such element is left
    expect(bar.querySelector('img, script, [onclick], [onerror]')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(bar.textContent).toBe('click');
  });

  it('opens outside links in a new tab without an opener', () => {
    renderMarkup('<a href="https://example.org/x">more</a>');
    const link = screen.getByRole('link', { name: 'more' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('classifyHref', () => {
  it.each([
    [
      '/memberships?trigger=editMainParticipant',
      { kind: 'app', to: '/memberships?trigger=editMainParticipant' },
    ],
    ['/ui/', { kind: 'app', to: '/' }],
    ['https://example.org/', { kind: 'external', href: 'https://example.org/' }],
    ['//evil.example', null],
    ['data:text/html,x', null],
    [null, null],
  ])('%s', (href, expected) => {
    expect(classifyHref(href)).toEqual(expected);
  });
});
