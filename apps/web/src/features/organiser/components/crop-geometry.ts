import { COVER_HEIGHT, COVER_WIDTH } from '@groupgift/domain';

/** The cover's shape: a crop is always 540 : 765, the card's own proportions. */
const ASPECT = COVER_WIDTH / COVER_HEIGHT;
export const MAX_ZOOM = 3;

export interface CropRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The part of a picture the cover shows, in the picture's pixels: the largest 540 : 765 rectangle that
 * fits, made smaller by the zoom, centred on (centreX, centreY) as near as the picture's edges allow,
 * so the frame is never partly empty.
 */
export function cropRect(imageWidth: number, imageHeight: number, zoom: number, centreX: number, centreY: number): CropRect {
  const fit = Math.min(imageWidth, imageHeight * ASPECT);
  const width = fit / Math.min(MAX_ZOOM, Math.max(1, zoom));
  const height = width / ASPECT;
  const left = Math.min(imageWidth - width, Math.max(0, centreX - width / 2));
  const top = Math.min(imageHeight - height, Math.max(0, centreY - height / 2));
  return { left, top, width, height };
}

/** The centre of a crop after the rectangle was kept inside the picture. */
export function centreOf(rect: CropRect): { x: number; y: number } {
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}
