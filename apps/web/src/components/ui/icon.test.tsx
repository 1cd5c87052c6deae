import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon';

describe('Icon', () => {
  it('is decoration, hidden from assistive technology, without a label', () => {
    const { container } = render(<Icon name="check" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('data-icon', 'check');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image with its name when labelled, drawn as SVG rather than a character', () => {
    render(<Icon name="warning" label="Warning" />);
    const img = screen.getByRole('img', { name: 'Warning' });
    expect(img.tagName.toLowerCase()).toBe('svg');
    expect(img.textContent).toBe('');
  });
});

describe('no emoji as icons', () => {
  it('the web app’s components, styles and words hold no emoji or symbol characters that need an emoji font', () => {
    // Emoji, dingbats, arrows and geometric shapes: where no font has them they show as empty boxes.
    const SYMBOLS = /[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}\u{2190}-\u{21FF}\u{25A0}-\u{25FF}\u{2B00}-\u{2BFF}]/u;
    const src = join(__dirname, '..', '..');
    const offenders = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx|css|json)$/.test(file) && !/\.test\.tsx?$/.test(file))
      // Comments may use arrows ("A→Z"); only what reaches the page counts.
      .filter((file) => SYMBOLS.test(readFileSync(join(src, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')));
    expect(offenders).toEqual([]);
  });
});
