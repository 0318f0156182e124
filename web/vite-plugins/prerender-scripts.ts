import { FULL_MIN_WIDTH, OVERLAY_MAX_WIDTH } from '../src/app/shell/layout-mode.ts';
import { lockStorageKey } from '../src/lib/auth/lock-store.ts';

/**
 * The two small scripts inline in every prerendered page (issue 19). Inline, so they cost no
 * request; the server allows exactly these by their hashes in the page's CSP.
 */

interface BootOptions {
  base: string;
  /** Vite's index.html, naming the app's entry script and what it preloads. */
  template: string;
  /** The sign-in start's script. */
  signIn: string;
  /** Paths (under `base`) behind the sign-in, as regular expressions. */
  protectedPatterns: string[];
}

/**
 * The page's first script, in the head: a signed-out visitor (no session in this tab, no idle lock
 * in it, online) of a page behind the sign-in gets only the sign-in start and leaves for the identity
 * provider, before any of the app's scripts is requested; anyone else gets the app, once the page
 * has painted: on a slow connection its scripts would otherwise share the bandwidth with the
 * stylesheet the first paint waits for, and the page is readable without them. A tab opened in the
 * background paints nothing until shown, so it loads the app at once. The template loses its own
 * script and preload tags, which would start those requests regardless.
 */
export function bootScript(options: BootOptions): { script: string; template: string } {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(
    options.template,
  )?.[1];
  if (!entry) throw new Error('prerender: index.html has no entry script');
  const preload = [
    ...options.template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
  ].map((match) => match[1] ?? '');
  const config = {
    base: options.base,
    entry,
    preload,
    signIn: options.signIn,
    protect: options.protectedPatterns,
    // The idle lock of this tab: its page asks for the password, not a new sign-in.
    lock: lockStorageKey,
  };
  const script = `(function(){var c=${JSON.stringify(config)};var d=document;
var p=location.pathname.slice(c.base.length-1)||'/';
function has(s,k){try{for(var i=0;i<s.length;i++){var n=s.key(i);if(n&&n.indexOf(k)===0)return true}}catch(e){}return false}
function add(t,a){var e=d.createElement(t);for(var k in a)e.setAttribute(k,a[k]);d.head.appendChild(e)}
var behind=c.protect.some(function(r){return new RegExp(r).test(p)});
if(behind&&navigator.onLine&&!has(sessionStorage,'oidc.user:')&&!has(sessionStorage,c.lock)){
d.documentElement.setAttribute('data-signing-in','');add('script',{type:'module',src:c.signIn,'data-app-entry':c.entry});return}
function app(){c.preload.forEach(function(h){add('link',{rel:'modulepreload',crossorigin:'',href:h})});
add('script',{type:'module',crossorigin:'',src:c.entry})}
if(d.visibilityState==='hidden')app();else requestAnimationFrame(function(){setTimeout(app,0)})})();`;
  const template = options.template
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    // Before the stylesheet, which would hold an inline script back until it has loaded.
    .replace(
      /(\s*)<title>/,
      `$1<meta name="portal-entry" content="${entry}" />$1<style>html[data-signing-in] body{visibility:hidden}</style>$1<!--portal-boot-->$1<title>`,
    );
  return { script, template };
}

/**
 * Right after the prerendered markup: the shell was rendered as on a phone; this sets the
 * sidebar's mode for the window's real width before the first paint, as the app will.
 */
export const layoutScript = `(function(){var s=document.querySelector('#root [data-mode]');if(!s)return;
var w=window.innerWidth,m=w<=${String(OVERLAY_MAX_WIDTH)}?'overlay':w<${String(FULL_MIN_WIDTH)}?'mini':'full';
s.setAttribute('data-mode',m);s.setAttribute('data-open',m==='full'?'true':'false');s.setAttribute('data-floating','false')})();`;
