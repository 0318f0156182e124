import { fullQuery, overlayQuery } from '../src/app/shell/layout-mode.ts';
import { lockStorageKey } from '../src/lib/auth/lock-store.ts';
import { appReadyEvent } from '../src/app/build/app-ready.ts';
import { signInButtonAttribute } from '../src/app/shell/sign-in-button.ts';
import { laterStylesAttribute } from '../src/app/build/later-styles.ts';
import { publicConfigPath } from '../src/lib/public-config.ts';
import { currentAccountPath, earlyCallsGlobal } from '../src/lib/early-calls.ts';
import {
  membershipPromptAttribute,
  promptFlagKeys,
} from '../src/features/memberships/lib/prompt-flags.ts';

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
  /** The files of each language's texts, which the app loads before it draws anything. */
  texts: Record<string, string[]>;
  /** The membership prompt's files. */
  prompt: string[];
  /** The worker that fetches an open page's app ahead (`fetchAheadWorker`). */
  fetchAhead: string;
}

/**
 * The worker an open page's first script hands the app's files to, once the page has loaded and is
 * idle: it fetches them into the browser's cache, a few at a time at low priority, and runs none of
 * them. In the page, each request started held the main thread 1 to 30 ms on a slow machine (a
 * prefetch link each), which Lighthouse's model of a phone counts eight times over there; in a
 * worker it holds another thread. The files come in its address's fragment, not in a message: the
 * page's task ends with the worker made. Told to stop (the app has started), it ends once the files
 * it is fetching have come, which the app's own requests for them then wait for.
 */
export const fetchAheadWorker = `var queue=decodeURIComponent(location.hash.slice(1)).split(' ').filter(Boolean),busy=0;
onmessage=function(){queue=[];if(!busy)close()};
for(var i=0;i<3;i++)next();
function next(){var url=queue.shift();if(!url){if(!busy)close();return}busy++;
fetch(url,{credentials:'same-origin',priority:'low'}).then(function(r){return r.arrayBuffer()}).catch(function(){}).then(function(){busy--;next()})}
`;

/**
 * The page's first script, in the head: a signed-out visitor (no session in this tab, no idle lock
 * in it, online) of a page behind the sign-in gets only the sign-in start and leaves for the identity
 * provider, before any of the app's scripts is requested; anyone else gets the app, once the page
 * has painted: on a slow connection its scripts would otherwise share the bandwidth with the
 * stylesheet the first paint waits for, and the page is readable without them. Painted means on the
 * screen, as the browser's paint timing reports it, not the frame drawn (a frame's callback), which
 * comes a frame or more before: Lighthouse's model of a phone takes every request begun before the
 * first paint's time as one the page's largest paint needed, and the dashboard's largest text is in
 * its HTML. Where the browser has no paint timing, the frame drawn; after 3 s, whatever happened. A
 * tab opened in the background paints nothing until shown, so it loads the app at once.
 *
 * A public page the server rendered with its data (`data-app="on-intent"`, its route's files in
 * `data-app-files`) loads the app only when a visitor without a session acts on it (a pointer
 * pressed, a key, a focus): the page is whole without it. An act before the page has painted
 * (the script listens from the start) loads it at once. The app's files are fetched ahead (not
 * run) once the page has loaded (which a light page may have done before this part of the script
 * runs, after its first paint) and is idle, by a worker (`fetchAheadWorker`); not where the
 * visitor's browser asks to save data. On such a page, from the start and whatever started the
 * app (an act before the first paint, a session in the tab), a click on a button before the app
 * has taken over is held and made again once it has, and so is a form's submission (Enter in a
 * field), which the browser would otherwise send by itself. Neither reaches the app's own
 * listeners meanwhile, which may already be there before it has taken over: the app acts on it
 * once. A list does not open until then (a choice made in it would be lost).
 * Text typed meanwhile stays in its field, where the app's form takes it from.
 *
 * What the app asks for before it can draw the page is asked for with its entry, not one after
 * another as each module is evaluated: the page's route files (`data-app-files`), the texts in the
 * page's language (the app's choice, which the server made the same way) and the public
 * configuration. On a phone's connection every round trip saved is a round trip's wait less.
 * With a session in the tab, so are the roles every page of a signed-in member waits for (GET
 * auth/me, with the stored token; the app takes the answer, `src/lib/early-calls.ts`; asked with
 * the entry, whose download and evaluation take far longer, rather than before the first paint,
 * since the model above counts that request as the paint's too), and, while
 * the session's check has found no membership, the membership prompt's files: the prompt is then
 * the dashboard's first view.
 * Each element or fetch that starts a request held the main thread about 2 ms on the development
 * machine and 1 to 9 ms on a slow one, which Lighthouse's model of a phone counts four to eight
 * times over: each is asked for in a task of its own, so that none is a long task: the stylesheets,
 * then the configuration, the roles, the entry and each module to preload.
 *
 * A page whose inline styles are only what it can draw before the app (`data-later-styles` on its
 * stylesheets' links) gets the stylesheets with the app's files, first: once it has painted, or on
 * a page whose app waits for the visitor, when they act (fetched ahead once idle, as the app's
 * files are). The app waits for them.
 *
 * The template loses its own script and preload tags, which would start those requests regardless.
 */
/** Set by the first script while this session's check has found no membership (`promptDue`). */
const promptDueAttribute = 'data-prompt-due';
/** Set by the first script when the tab holds no session, not even a locked one. */
const signedOutAttribute = 'data-signed-out';

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
    texts: options.texts,
    prompt: options.prompt,
    flags: promptFlagKeys,
    me: currentAccountPath,
    early: earlyCallsGlobal,
    config: publicConfigPath,
    // The idle lock of this tab: its page asks for the password, not a new sign-in.
    lock: lockStorageKey,
    later: laterStylesAttribute,
    ahead: options.fetchAhead,
  };
  const script = `(function(){var c=${JSON.stringify(config)};var d=document;
var p=location.pathname.slice(c.base.length-1)||'/';
function has(k){try{var s=sessionStorage;for(var i=0;i<s.length;i++){var n=s.key(i);if(n&&n.indexOf(k)===0)return true}}catch(e){}return false}
function signedOut(){return!has('oidc.user:')&&!has(c.lock)}
function add(t,a){var e=d.createElement(t);for(var k in a)e.setAttribute(k,a[k]);d.head.appendChild(e)}
var behind=c.protect.some(function(r){return new RegExp(r).test(p)});
function config(){add('link',{rel:'preload',as:'fetch',crossorigin:'',href:c.config})}
if(behind&&navigator.onLine&&signedOut()){
d.documentElement.setAttribute('data-signing-in','');config();add('script',{type:'module',src:c.signIn,'data-app-entry':c.entry});return}
function token(){try{for(var i=0;i<sessionStorage.length;i++){var k=sessionStorage.key(i);if(k&&k.indexOf('oidc.user:')===0){var u=JSON.parse(sessionStorage.getItem(k));
if(u&&typeof u.access_token==='string'&&!(u.expires_at*1000<=Date.now()))return u.access_token}}}catch(e){}return null}
var t=token();
if(signedOut())d.documentElement.setAttribute('${signedOutAttribute}','')
function roles(){if(!t)return;var r=fetch(c.me,{headers:{accept:'application/json, application/problem+json',orgKey:'ALL',authorization:'Bearer '+t},credentials:'same-origin'});
r.catch(function(){});window[c.early]=[{url:c.me,token:t,at:Date.now(),response:r}]}
if(t&&navigator.onLine&&promptDue())d.documentElement.setAttribute('${promptDueAttribute}','')
function promptDue(){try{var s=sessionStorage,f=c.flags;return s.getItem(f.needsCheck)==='true'&&s.getItem(f.shown)!=='true'&&s.getItem(f.promptFor)!==null}catch(e){return false}}
var started=false,worker=null,kinds=['pointerdown','keydown','focusin'],acted=false,pending=null;
function act(){acted=true}
kinds.forEach(function(k){addEventListener(k,act,{capture:true,passive:true})});
function files(more){var l=d.documentElement.lang;return c.preload.concat(more,c.texts[l]||[],t&&promptDue()?c.prompt:[])}
function app(more){if(started)return;started=true;if(worker){worker.postMessage('stop');worker=null}
var steps=styles().concat(config,roles,function(){add('script',{type:'module',crossorigin:'',src:c.entry})},files(more).map(function(f){return function(){add('link',{rel:'modulepreload',crossorigin:'',href:f})}}));
function step(){steps.shift()();if(steps.length)setTimeout(step,0)}step()}
function moreOf(r){return((r&&r.getAttribute('data-app-files'))||'').split(' ').filter(Boolean)}
function drawn(){var r=d.getElementById('root');return r&&r.getAttribute('data-app')==='on-intent'?r:null}
function control(e){var r=drawn(),t=e.target;return r&&t&&t.closest&&r.contains(t)?t.closest('button,[role=button],input,select,textarea,label,summary'):null}
function hold(e){var r=drawn(),t=e.type==='submit'?(r&&r.contains(e.target)?e.target:null):control(e);if(!t)return;e.preventDefault();e.stopPropagation();pending=t;app(moreOf(r))}
function shut(e){var t=control(e);if(t&&t.tagName==='SELECT')e.preventDefault()}
addEventListener('click',hold,true);addEventListener('mousedown',shut,true);addEventListener('submit',hold,true);
addEventListener('${appReadyEvent}',function(){removeEventListener('click',hold,true);removeEventListener('mousedown',shut,true);removeEventListener('submit',hold,true);var t=pending;pending=null;if(t&&t.isConnected){if(t.tagName==='FORM')t.requestSubmit();else t.click()}},{once:true});
function onIntent(more){function wake(){kinds.forEach(function(k){removeEventListener(k,wake,true)});app(more)}
kinds.forEach(function(k){addEventListener(k,wake,{capture:true,passive:true})});
function idle(f){if(window.requestIdleCallback)requestIdleCallback(f,{timeout:5000});else setTimeout(f,50)}
function fetchAhead(){var n=navigator.connection;if(started||!window.Worker||(n&&n.saveData))return;
try{worker=new Worker(c.ahead+'#'+encodeURIComponent(sheets().concat(c.entry,files(more)).join(' ')))}catch(e){}}
if(d.readyState==='complete')idle(fetchAhead);else addEventListener('load',function(){idle(fetchAhead)},{once:true})}
function later(){return d.querySelectorAll('link['+c.later+']')}
function sheets(){return[].map.call(later(),function(l){return l.getAttribute('href')})}
function styles(){return[].map.call(later(),function(l){return function(){function end(s){return function(){l.setAttribute(c.later,s)}}
l.addEventListener('load',end('loaded'));l.addEventListener('error',end('failed'));l.removeAttribute('disabled')}})}
function start(){var r=d.getElementById('root'),more=moreOf(r);
kinds.forEach(function(k){removeEventListener(k,act,true)});
if(!acted&&r&&r.getAttribute('data-app')==='on-intent'&&signedOut())onIntent(more);else app(more)}
function painted(f){var done=false,P=window.PerformanceObserver;function go(){if(!done){done=true;f()}}
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});setTimeout(go,3000)}
else requestAnimationFrame(function(){setTimeout(go,0)})}
if(d.visibilityState==='hidden')start();else painted(start)})();`;
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
 * sidebar's mode for the window's real width before the first paint, as the app will: asked of
 * media queries, since reading the window's width would lay the whole page out there and then.
 * It also shows the membership prompt the markup carries hidden when the first script found this
 * session's check to have found no membership: the member sees it with the page, or with the shell
 * the app fills with its page, at the foot of the screen where the page arriving does not move it.
 * And it shows the header's Sign in, which the markup carries hidden, when the tab holds no
 * session: a visitor of an open page, whose app starts only when they act, sees how to sign in.
 */
export const layoutScript = `(function(){var h=document.documentElement;
if(h.hasAttribute('${promptDueAttribute}')){h.removeAttribute('${promptDueAttribute}');var q=document.querySelector('#root [${membershipPromptAttribute}]');if(q)q.hidden=false}
if(h.hasAttribute('${signedOutAttribute}')){h.removeAttribute('${signedOutAttribute}');var b=document.querySelector('#root [${signInButtonAttribute}]');if(b)b.hidden=false}
var s=document.querySelector('#root [data-mode]');if(!s)return;
var m=matchMedia('${overlayQuery}').matches?'overlay':matchMedia('${fullQuery}').matches?'full':'mini';
s.setAttribute('data-mode',m);s.setAttribute('data-open',m==='full'?'true':'false');s.setAttribute('data-floating','false')})();`;
