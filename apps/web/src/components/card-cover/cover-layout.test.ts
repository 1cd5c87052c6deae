import { describe, expect, it } from 'vitest';
import {
  computeBookletSize,
  coverLayoutClass,
  DEFAULT_BOOKLET_SIZE,
  toFontSize,
  toTextAlign,
} from './cover-layout';

describe('computeBookletSize', () => {
  it('makes the page about 1.416 times as tall as it is wide', () => {
    const size = computeBookletSize(353);
    expect(size.pageWidth).toBe(353);
    expect(size.pageHeight).toBeCloseTo(500, 0);
    expect(size.pageHeight / size.pageWidth).toBeCloseTo(1.416, 3);
  });

  it('scales the 540 × 765 design by the smaller of the two ratios', () => {
    const size = computeBookletSize(270);
    const horizontal = 270 / 540;
    const vertical = size.pageHeight / 765;
    expect(size.scale).toBe(Math.min(horizontal, vertical));
    expect(size.scale).toBeCloseTo(0.5, 2);
  });

  it('fits a short container by height instead of width', () => {
    const size = computeBookletSize(1000, 400);
    expect(size.pageHeight).toBe(400);
    expect(size.pageWidth).toBeCloseTo(282.4, 1);
    expect(size.scale).toBeCloseTo(Math.min(282.4 / 540, 400 / 765), 3);
  });

  it('falls back to page height 765 and zoom 1 before the container is measured', () => {
    expect(computeBookletSize(0)).toEqual(DEFAULT_BOOKLET_SIZE);
    expect(computeBookletSize(Number.NaN)).toEqual(DEFAULT_BOOKLET_SIZE);
    expect(DEFAULT_BOOKLET_SIZE.pageHeight).toBe(765);
    expect(DEFAULT_BOOKLET_SIZE.scale).toBe(1);
  });
});

describe('coverLayoutClass', () => {
  it('gives type 2 the description layout and type 3 the image layout', () => {
    expect(coverLayoutClass(2)).toBe('card-cover--description-layout');
    expect(coverLayoutClass('3')).toBe('card-cover--image-layout');
  });

  it('gives any other type no extra class', () => {
    expect(coverLayoutClass(1)).toBeUndefined();
    expect(coverLayoutClass(4)).toBeUndefined();
    expect(coverLayoutClass(undefined)).toBeUndefined();
  });
});

describe('text styles', () => {
  it('reads alignments in the forms card data uses', () => {
    expect(toTextAlign('Centre')).toBe('center');
    expect(toTextAlign('text-right')).toBe('right');
    expect(toTextAlign('sideways')).toBeUndefined();
  });

  it('treats bare numbers as design pixels and keeps sizes with units', () => {
    expect(toFontSize(32)).toBe('32px');
    expect(toFontSize('28')).toBe('28px');
    expect(toFontSize('2rem')).toBe('2rem');
    expect(toFontSize('huge')).toBeUndefined();
    expect(toFontSize(0)).toBeUndefined();
  });
});
