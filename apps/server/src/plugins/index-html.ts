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

export type IndexPage = { before: string; after: string };

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
  const script = `<script nonce="${nonce}" id="app-config">window.__APP_CONFIG__=${configJson}</script>`;
  return page.before + script + page.after;
}
