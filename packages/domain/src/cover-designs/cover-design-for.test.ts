import { describe, expect, it } from 'vitest';
import { ILLUSTRATED_TEMPLATES } from '../cover-art';
import { coverDesignArtSvg, coverDesignById, coverDesignFor } from './cover-design-for';
import { COVER_DESIGNS } from './designs/index';
import { FALLBACK_COVER_DESIGN } from './types';

const designOf = (className: string | null, ...occasionTexts: (string | null)[]) => coverDesignFor({ className, occasionTexts });

describe('coverDesignFor', () => {
  it('returns the design a cover names, whatever the collection is called', () => {
    expect(designOf('design-wedding-arch', 'Birthday').id).toBe('wedding-arch');
    expect(designOf('extra design-holidays-snowflakes').id).toBe('holidays-snowflakes');
  });

  it('maps an older illustrated or themed template to a design of its occasion', () => {
    expect(designOf('illustrated-farewell', 'Birthday').occasion).toBe('farewell');
    expect(designOf('farewell-navy', 'Birthday').id).toBe('farewell-paper-plane');
    expect(designOf('sympathy-lilac').occasion).toBe('sympathy');
    expect(designOf('classic-baby').occasion).toBe('new-baby');
    expect(designOf('description-balloons', 'Retirement').id).toBe(FALLBACK_COVER_DESIGN);
    for (const template of ILLUSTRATED_TEMPLATES) expect(designOf(template).occasion).toBe(template.replace('illustrated-', ''));
  });

  it('reads the occasion from the collection’s words when the template says nothing, first design of that occasion', () => {
    expect(designOf('classic-cream', null, "Sam's retirement gift").id).toBe(COVER_DESIGNS.find((d) => d.occasion === 'retirement')?.id);
    expect(designOf(null, 'Get well soon, Priya').id).toBe('get-well-flowers');
    expect(designOf(null, "Jo's birthday").id).toBe('birthday-balloons');
    expect(designOf(null, 'Ten years of service for Lee').occasion).toBe('work-anniversary');
    expect(designOf(null, 'Team holiday card').occasion).toBe('holidays');
    expect(designOf(null, 'Anniversary dinner').occasion).toBe('anniversary');
  });

  it('falls back to the general celebration, also for an unknown design id', () => {
    expect(designOf(null).id).toBe(FALLBACK_COVER_DESIGN);
    expect(designOf('classic-cream', 'Friday drinks').id).toBe(FALLBACK_COVER_DESIGN);
    expect(designOf('design-no-such-thing').id).toBe(FALLBACK_COVER_DESIGN);
  });
});

describe('coverDesignArtSvg', () => {
  it('draws the art alone on its paper, as a standalone document', () => {
    const design = coverDesignById('birthday-balloons');
    expect(design).toBeDefined();
    const svg = coverDesignArtSvg(design!);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 540 765">/);
    expect(svg).toContain(`fill="${design!.background}"`);
    expect(svg).toContain(design!.art);
    expect(coverDesignById('nope')).toBeUndefined();
  });
});
