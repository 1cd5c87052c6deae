/*
 * The bounds every decoded picture is held to (decision 134), in a module of their own so the keepsake
 * worker can use them without loading the app.
 */

/**
 * The most pixels a picture may declare (all frames together for an animation). 40 MP takes any
 * phone or camera photo (a 48 MP phone saves 12 MP by default; 8,000 × 5,000 fits) and refuses a
 * decompression bomb's 16,000 × 16,000 before a pixel of it is decoded.
 */
export const PICTURE_MAX_PIXELS = 40_000_000;

/** sharp's options for reading anything a user sent: the pixel cap, and tolerance of a slightly damaged file. */
export const SAFE_INPUT = { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' } as const;

/** Whether sharp refused a picture for declaring more than PICTURE_MAX_PIXELS. */
export const isOverPixelLimit = (error: unknown): boolean => /pixel limit/i.test((error as Error)?.message ?? '');
