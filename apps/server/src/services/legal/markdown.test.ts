import { describe, expect, it } from 'vitest';
import { renderMarkdown, safeHref } from './markdown';

describe('the terms pages\' Markdown', () => {
  it('renders headings, paragraphs, lists, emphasis and links; the first h1 is the title', () => {
    const { title, html } = renderMarkdown('# Terms\n\nWe are **Example**, a *gift* site.\n\n## Fees\n\n- one\n- two\n  continued\n\n1. first\n\nSee [contact](/contact-customer-support) or [mail](mailto:a@b.example).');
    expect(title).toBe('Terms');
    expect(html).toBe(
      [
        '<p>We are <strong>Example</strong>, a <em>gift</em> site.</p>',
        '<h2>Fees</h2>',
        '<ul><li>one</li><li>two continued</li></ul>',
        '<ol><li>first</li></ol>',
        '<p>See <a href="/contact-customer-support">contact</a> or <a href="mailto:a@b.example">mail</a>.</p>',
      ].join('\n'),
    );
  });

  it('shows HTML written in a file as text and drops unsafe link targets', () => {
    const { html } = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) [y](//evil.example) [z](data:text/html,hi) [w]("onmouseover=1)');
    expect(html).not.toMatch(/<script|<img|href="javascript|href="\/\/|href="data/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(safeHref('https://ok.example/a')).toBe('https://ok.example/a');
    expect(safeHref('JavaScript:alert(1)')).toBeUndefined();
  });
});
