import { afterEach, describe, expect, it } from 'vitest';
import { layoutScript } from './prerender-scripts.ts';

/** A prerendered page's root as the build writes it, with the prompt the shell carries hidden. */
function drawPage(as: 'page' | 'shell', { isPromptDue }: { isPromptDue: boolean }) {
  if (isPromptDue) document.documentElement.setAttribute('data-prompt-due', '');
  // Without the sidebar's mode: that part of the script reads media queries, which jsdom has not.
  document.body.innerHTML = `<div id="root" data-prerendered="${as}" inert><main>
    <div data-membership-prompt="" hidden=""><section>Become a member</section></div>
  </main></div>`;
}

const prompt = () => document.querySelector<HTMLElement>('[data-membership-prompt]');

// The script right after the markup, which runs before the first paint (issue 19), as the page
// runs it: an inline script element.
function runScript() {
  const script = document.createElement('script');
  script.textContent = layoutScript;
  document.body.append(script);
}

afterEach(() => {
  document.documentElement.removeAttribute('data-prompt-due');
  document.body.innerHTML = '';
});

describe('the script after the prerendered markup', () => {
  it('shows the membership prompt when the first script found it due, and clears the mark', () => {
    drawPage('page', { isPromptDue: true });
    runScript();
    expect(prompt()?.hidden).toBe(false);
    expect(document.documentElement.hasAttribute('data-prompt-due')).toBe(false);
  });

  it('leaves it hidden when it is not due', () => {
    drawPage('page', { isPromptDue: false });
    runScript();
    expect(prompt()?.hidden).toBe(true);
  });

  it('leaves it hidden in the shell the app replaces with its page', () => {
    drawPage('shell', { isPromptDue: true });
    runScript();
    expect(prompt()?.hidden).toBe(true);
  });
});
