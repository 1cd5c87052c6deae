/*
 * index.html with the deployment's settings in it (decision 094). The page is split once at start
 * around the point where the settings go; each response joins the halves with a script that
 * carries that response's CSP nonce.
 */

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that is safe inside a <script> element: no value can close the element ("</script>"), open
 * a comment ("<!--"), or end a line in older parsers (U+2028/9). The escapes are plain JSON string
 * escapes, so the value the page reads is unchanged.
 */
export function jsonForScript(value: unknown): string {
  return escapeJsonText(JSON.stringify(value));
}

/** The same escapes for JSON that is already text (a cached response body). */
export function escapeJsonText(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c] ?? c);
}

export type IndexPage = { before: string; after: string; entryAfterPaint?: string };

/** Splits the page where the settings script goes: just before </head>, else after the doctype. */
export function splitIndexHtml(html: string): IndexPage {
  const headEnd = html.search(/<\/head\s*>/i);
  if (headEnd >= 0) return { before: html.slice(0, headEnd), after: html.slice(headEnd) };
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  const at = doctype ? doctype[0].length : 0;
  return { before: html.slice(0, at), after: html.slice(at) };
}

/** The page for one response: the settings as window.__APP_CONFIG__, in a script with its nonce. */
export function renderIndexHtml(page: IndexPage, configJson: string, nonce: string): string {
  const loader = page.entryAfterPaint ? entryLoader(page.entryAfterPaint) : '';
  const script = `<script nonce="${nonce}" id="app-config">window.__APP_CONFIG__=${configJson}${loader}</script>`;
  return page.before + script + page.after;
}

/**
 * Loads the app's entry once the first contentful paint is on screen (a drawn page, decision 180),
 * or at once where no paint comes (a hidden tab) or the browser cannot tell (no paint timing). Until the app owns the
 * page, a press on the drawn page's buttons and links is held (the last one), for the app to take
 * with `__takeEarlyPress()` and deliver again once hydrated (apps/web/src/app/mount-app.ts); a failed
 * entry lets presses through again.
 */
function entryLoader(src: string): string {
  return `;(function(){var held=null,done=0;
function hold(e){var t=e.target&&e.target.closest&&e.target.closest('button, a[href]'),r=document.getElementById('root');if(!t||!r||!r.contains(t))return;e.preventDefault();e.stopPropagation();held=t}
function free(){document.removeEventListener('click',hold,true)}
document.addEventListener('click',hold,true);
window.__takeEarlyPress=function(){free();var t=held;held=null;return t};
function go(){if(done)return;done=1;var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(src)};s.onerror=free;document.head.appendChild(s)}
try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)throw 0;new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true})}catch(e){go()}
if(document.visibilityState!=='visible')go();setTimeout(go,3000)})()`;
}
