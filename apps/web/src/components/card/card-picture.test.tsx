import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardPicture } from './card-picture';

const GIF = '/api/groupcard/images/3f1c2b9a-1d2e-4f5a-8b6c-7d8e9f0a1b2c.gif';

describe('a picture on the card', () => {
  it('plays a stored GIF, with its still first frame for people who asked for less motion', () => {
    const { container } = render(<CardPicture src={GIF} width={200} height={150} />);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('media')).toBe('(prefers-reduced-motion: reduce)');
    expect(source?.getAttribute('srcset')).toBe('/api/picture-search/stills/3f1c2b9a-1d2e-4f5a-8b6c-7d8e9f0a1b2c.png');
    const image = container.querySelector('picture > img');
    expect(image?.getAttribute('src')).toBe(GIF);
    // Its box is reserved from the start, so the card does not shift as it loads.
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['200', '150']);
  });

  it('shows any other picture as it is', () => {
    const { container } = render(<CardPicture src="/api/groupcard/images/3f1c2b9a-1d2e-4f5a-8b6c-7d8e9f0a1b2c.png" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).not.toBeNull();
  });
});
