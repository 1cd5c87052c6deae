import { describe, expect, it } from 'vitest';
import { centreOf, cropRect } from './crop-geometry';

describe('cropRect', () => {
  it('takes the largest rectangle of the card’s shape, centred, at zoom 1', () => {
    const rect = cropRect(1000, 1000, 1, 500, 500);
    expect(rect.height).toBeCloseTo(1000, 6);
    expect(rect.width).toBeCloseTo(1000 * (540 / 765), 6);
    expect(rect.left).toBeCloseTo((1000 - rect.width) / 2, 6);
    expect(rect.top).toBeCloseTo(0, 6);
  });

  it('shrinks with the zoom, and keeps the frame inside the picture however far it is moved', () => {
    const zoomed = cropRect(1000, 1000, 2, 0, 2000);
    expect(zoomed.height).toBeCloseTo(500, 6);
    expect(zoomed.left).toBeCloseTo(0, 6);
    expect(zoomed.top).toBeCloseTo(500, 6);
    expect(cropRect(1000, 1000, 10, 500, 500).height).toBeCloseTo(1000 / 3, 6);
    expect(centreOf(zoomed).y).toBeCloseTo(750, 6);
  });

  it('fits a wide picture by its height and a tall one by its width', () => {
    expect(cropRect(2000, 500, 1, 1000, 250).height).toBeCloseTo(500, 6);
    const tall = cropRect(540, 2000, 1, 270, 1000);
    expect(tall.width).toBeCloseTo(540, 6);
    expect(tall.height).toBeCloseTo(765, 6);
  });
});
