import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { COVER_ARTS } from '@groupgift/domain';
import { CardCover } from '../card-cover';
import { COVER_ART_COMPONENTS } from './art-components';
import { CoverIllustration, loadAllCoverArt } from './cover-art';

beforeAll(loadAllCoverArt);

describe('cover illustrations', () => {
  it('draws every illustration as SVG, named when labelled and decoration otherwise', () => {
    expect(Object.keys(COVER_ART_COMPONENTS).sort()).toEqual([...COVER_ARTS].sort());
    for (const art of COVER_ARTS) {
      const named = render(<CoverIllustration art={art} label={`Picture of ${art}`} />);
      expect(screen.getByRole('img', { name: `Picture of ${art}` }).tagName.toLowerCase()).toBe('svg');
      named.unmount();
      const plain = render(<CoverIllustration art={art} />);
      expect(plain.container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      plain.unmount();
    }
  });

  it('keeps each drawing small: a few KB of source at most', () => {
    const dir = __dirname;
    const files = readdirSync(dir).filter((f) => f.endsWith('-art.tsx'));
    expect(files.length).toBeGreaterThanOrEqual(12);
    for (const file of files) expect(readFileSync(join(dir, file)).length, file).toBeLessThan(3000);
  });
});

describe('CardCover without a photo', () => {
  it('shows the illustration of the collection’s occasion, never an empty frame', () => {
    render(<CardCover coverPage={{ title: 'Well done!', className: 'classic-cream', coverType: 1 }} occasionTexts={['Graduation party']} />);
    const art = screen.getByRole('img', { name: 'Illustration: a mortarboard and a diploma' });
    expect(art.closest('.card-cover__image')).toHaveAttribute('data-art', 'graduation');
    expect(document.querySelector('.card-cover__image img')).toBeNull();
  });

  it('shows the picked illustrated template over the occasion, and the photo when there is one', () => {
    const view = render(<CardCover coverPage={{ title: 'Hi', className: 'illustrated-new-job' }} occasionTexts={['Birthday']} />);
    expect(screen.getByRole('img', { name: 'Illustration: a briefcase and a rising arrow' })).toBeInTheDocument();
    view.unmount();
    render(<CardCover coverPage={{ title: 'Hi', className: 'illustrated-new-job', imageURL: 'https://images.example.test/a.jpg' }} />);
    expect(screen.queryByRole('img', { name: /Illustration/ })).toBeNull();
    expect(document.querySelector('.card-cover__image img')).toHaveAttribute('src', 'https://images.example.test/a.jpg');
  });
});
