import { describe, expect, it } from 'vitest';
import { COVER_TEMPLATES, coverDesignSchema } from './contract/organiser-collection';
import { MMW_OCCASIONS } from './contract/magic-writer-choices';
import { COVER_ARTS, ILLUSTRATED_TEMPLATES, coverArtFor, illustratedTemplateArt } from './cover-art';

describe('cover illustrations', () => {
  it('has one illustration for every occasion of the writer, and a template for each that the designer offers', () => {
    expect(COVER_ARTS.length).toBeGreaterThanOrEqual(12);
    expect(COVER_ARTS).toEqual(expect.arrayContaining([...MMW_OCCASIONS]));
    expect(COVER_TEMPLATES).toEqual(expect.arrayContaining([...ILLUSTRATED_TEMPLATES]));
  });

  it('the cover contract takes an illustrated template and refuses one the app has no drawing for', () => {
    const cover = { className: 'illustrated-birthday', coverType: 1 };
    expect(coverDesignSchema.safeParse(cover).success).toBe(true);
    expect(coverDesignSchema.safeParse({ ...cover, className: 'illustrated-unicorn' }).success).toBe(false);
  });

  it('reads the picked illustration from an illustrated template, and nothing from another class name', () => {
    expect(illustratedTemplateArt('illustrated-graduation')).toBe('graduation');
    expect(illustratedTemplateArt('extra illustrated-new-baby')).toBe('new-baby');
    expect(illustratedTemplateArt('illustrated-unicorn')).toBeNull();
    expect(illustratedTemplateArt('classic-cream')).toBeNull();
    expect(illustratedTemplateArt(null)).toBeNull();
  });

  it('picks the template’s own art first, then its theme, then the occasion the collection names, else a celebration', () => {
    expect(coverArtFor({ className: 'illustrated-wedding', occasionTexts: ['Birthday'] })).toBe('wedding');
    expect(coverArtFor({ className: 'farewell-navy', occasionTexts: ['Birthday'] })).toBe('farewell');
    expect(coverArtFor({ className: 'classic-cream', occasionTexts: [null, "Sam's retirement gift"] })).toBe('retirement');
    expect(coverArtFor({ className: 'classic-cream', occasionTexts: ['Get well soon, Priya'] })).toBe('get-well');
    expect(coverArtFor({ className: 'classic-cream', occasionTexts: ['Office party'] })).toBe('celebration');
    expect(coverArtFor({})).toBe('celebration');
  });
});
