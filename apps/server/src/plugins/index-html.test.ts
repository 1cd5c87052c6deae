import { describe, expect, it } from 'vitest';
import { jsonForScript, renderIndexHtml, splitIndexHtml } from './index-html';

describe('index.html with the settings', () => {
  it('escapes what could end the script or a line, and the value reads back unchanged', () => {
    const value = { a: '</script><script>alert(1)</script>', b: '<!-- & -->', c: 'line\u2028sep\u2029end' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('puts the script just before </head>', () => {
    const page = splitIndexHtml('<!doctype html><html><head><title>x</title></HEAD><body></body></html>');
    expect(renderIndexHtml(page, '{}', 'abc')).toBe(
      '<!doctype html><html><head><title>x</title><script nonce="abc" id="app-config">window.__APP_CONFIG__={}</script></HEAD><body></body></html>',
    );
  });

  it('keeps the doctype first on a page without a head', () => {
    const page = splitIndexHtml('<!doctype html><div id="root"></div>');
    expect(renderIndexHtml(page, '{}', 'n')).toMatch(/^<!doctype html><script nonce="n" id="app-config">/);
  });
});
