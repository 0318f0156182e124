import { afterEach, describe, expect, it } from 'vitest';
import { laterStylesAttribute, laterStylesLoaded } from './later-styles.ts';

function laterLink(state = '') {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/ui/assets/index.css';
  link.setAttribute('disabled', '');
  link.setAttribute(laterStylesAttribute, state);
  document.head.append(link);
  return link;
}

afterEach(() => {
  document.head.replaceChildren();
});

describe('laterStylesLoaded', () => {
  it('settles at once on a page without later stylesheets', async () => {
    await expect(laterStylesLoaded()).resolves.toEqual([]);
  });

  it('settles at once when the page’s first script saw them end', async () => {
    laterLink('loaded');
    laterLink('failed');
    await expect(laterStylesLoaded()).resolves.toEqual([]);
  });

  it('enables a stylesheet still disabled and waits until it has loaded or failed', async () => {
    const loading = laterLink();
    const failing = laterLink();
    let settled = false;
    const waiting = laterStylesLoaded().then(() => (settled = true));
    expect(loading.hasAttribute('disabled')).toBe(false);
    expect(failing.hasAttribute('disabled')).toBe(false);
    loading.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(settled).toBe(false);
    failing.dispatchEvent(new Event('error'));
    await waiting;
    expect(settled).toBe(true);
  });
});
