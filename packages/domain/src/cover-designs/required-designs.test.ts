import { describe, expect, it } from 'vitest';
import { coverDesignFor } from './cover-design-for';
import { COVER_DESIGNS } from './designs';
import { FALLBACK_COVER_DESIGN, REQUIRED_COVER_DESIGNS } from './types';

describe('the designs other code names', () => {
  it('are all in the designs list, each found by its class name', () => {
    for (const id of REQUIRED_COVER_DESIGNS) {
      expect(COVER_DESIGNS.some((design) => design.id === id), id).toBe(true);
      expect(coverDesignFor({ className: `design-${id}` }).id).toBe(id);
    }
  });

  it('fall back to the general design when nothing names one', () => {
    expect(coverDesignFor({ className: 'classic-cream', occasionTexts: ['Quarterly review'] }).id).toBe(FALLBACK_COVER_DESIGN);
  });
});
