import type { CoverImage } from '@groupgift/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n';
import { CardCover } from './card-cover';
import { CardCoverImage } from './card-cover-image';

const IMAGE: CoverImage = {
  svg: 'https://gift.example.test/api/covers/11111111-1111-4111-8111-111111111111-0123456789abcdef.svg',
  png: 'https://gift.example.test/api/covers/11111111-1111-4111-8111-111111111111-0123456789abcdef.png',
  alt: 'Cover: Good luck, Sam for Sam Lee',
  hash: '0123456789abcdef',
};

describe('CardCoverImage', () => {
  it('shows the server’s cover from this site, named by its words, with its size reserved and its hash', () => {
    render(<CardCoverImage image={IMAGE} />);
    const img = screen.getByRole('img', { name: 'Cover: Good luck, Sam for Sam Lee' });
    expect(img.getAttribute('src')).toBe('/api/covers/11111111-1111-4111-8111-111111111111-0123456789abcdef.svg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['540', '765']);
    expect(screen.getByTestId('card-cover').dataset.coverHash).toBe('0123456789abcdef');
  });

  it('is what CardCover shows when the answer has an image, unless the organiser supplied card HTML', () => {
    const { rerender } = render(<CardCover image={IMAGE} coverPage={{ title: 'Old words', className: 'farewell-navy' }} />);
    expect(screen.getByRole('img', { name: IMAGE.alt })).toBeTruthy();
    expect(screen.queryByText('Old words')).toBeNull();
    rerender(<CardCover image={IMAGE} coverPage={{ title: 'Old words' }} cardHtml="<p>Made by hand</p>" />);
    expect(screen.getByText('Made by hand')).toBeTruthy();
    expect(screen.queryByRole('img', { name: IMAGE.alt })).toBeNull();
  });
});
