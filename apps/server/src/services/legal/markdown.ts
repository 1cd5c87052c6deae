/**
 * A deliberately small Markdown for the operator's terms and privacy files (decision 138): headings,
 * paragraphs, lists, bold, italic and links. Every character of the source is escaped first, so HTML
 * written in a file is shown as text and never runs; links keep only http(s), mailto and site paths.
 */

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A link target we allow, or undefined: no javascript:, data: or protocol-relative addresses. */
export function safeHref(raw: string): string | undefined {
  const href = raw.trim();
  if (/^(https?:\/\/|mailto:)[^\s]+$/i.test(href)) return href;
  if (/^\/(?!\/)[^\s]*$/.test(href)) return href;
  return undefined;
}

function inline(text: string): string {
  const parts: string[] = [];
  // Links first, on the raw text, so their targets are checked before escaping.
  const linkPattern = /\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    parts.push(emphasis(escapeHtml(text.slice(last, match.index))));
    const href = safeHref(match[2] ?? '');
    const label = emphasis(escapeHtml(match[1] ?? ''));
    parts.push(href ? `<a href="${escapeHtml(href)}">${label}</a>` : label);
    last = match.index + match[0].length;
  }
  parts.push(emphasis(escapeHtml(text.slice(last))));
  return parts.join('');
}

function emphasis(escaped: string): string {
  return escaped.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>').replace(/\*([^*]+)\*/g, '<em>$1</em>');
}

export interface RenderedMarkdown {
  /** The text of the first "# " heading, or undefined. */
  title: string | undefined;
  /** The body as HTML, without the title heading (the page shows that as its h1). */
  html: string;
}

export function renderMarkdown(source: string): RenderedMarkdown {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let title: string | undefined;
  let paragraph: string[] = [];
  let list: { kind: 'ul' | 'ol'; items: string[] } | undefined;

  const flushParagraph = () => {
    if (paragraph.length) out.push(`<p>${inline(paragraph.join(' '))}</p>`);
    paragraph = [];
  };
  const flushList = () => {
    if (list) out.push(`<${list.kind}>${list.items.map((item) => `<li>${inline(item)}</li>`).join('')}</${list.kind}>`);
    list = undefined;
  };

  for (const raw of lines) {
    const line = raw.trimEnd();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    if (!line.trim()) {
      flushParagraph();
      flushList();
    } else if (heading) {
      flushParagraph();
      flushList();
      const level = heading[1]!.length;
      const text = heading[2]!.trim();
      // The first h1 is the page title; other h1s become h2 so the page keeps one h1.
      if (level === 1 && title === undefined) title = text;
      else out.push(`<h${Math.max(level, 2)}>${inline(text)}</h${Math.max(level, 2)}>`);
    } else if (bullet || numbered) {
      flushParagraph();
      const kind = bullet ? 'ul' : 'ol';
      if (list?.kind !== kind) flushList();
      list ??= { kind, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
    } else if (list && /^\s+\S/.test(raw)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      flushList();
      paragraph.push(line.trim());
    }
  }
  flushParagraph();
  flushList();
  return { title, html: out.join('\n') };
}
