import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { CoverPhotoCrop } from './cover-photo-crop';

// jsdom decodes no pictures: a stand-in that "loads" a 1000 × 1000 photo.
class LoadedImage {
  naturalWidth = 1000;
  naturalHeight = 1000;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_: string) {
    queueMicrotask(() => this.onload?.());
  }
}

const drawImage = vi.fn();
beforeEach(() => {
  vi.stubGlobal('Image', LoadedImage);
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
  drawImage.mockReset();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(new Blob(['jpeg'], { type: 'image/jpeg' })));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const photo = new File(['x'], 'photo.png', { type: 'image/png' });
const pictureLeft = () => (screen.getByTestId('cover-crop-frame').querySelector('img') as HTMLImageElement).style.left;

describe('CoverPhotoCrop', () => {
  it('moves the photo with the arrow keys and zooms with the slider, then hands back the framed part at twice the card’s size', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    render(<CoverPhotoCrop file={photo} onDone={onDone} />);
    const frame = screen.getByRole('img', { name: 'Photo in the cover’s frame' });
    await waitFor(() => expect(frame.querySelector('img')).not.toBeNull());
    const centred = pictureLeft();

    frame.focus();
    await user.keyboard('{ArrowRight}');
    // The photo moved right: less of its left edge is cut off.
    expect(Number.parseFloat(pictureLeft())).toBeGreaterThan(Number.parseFloat(centred));

    fireEvent.change(screen.getByLabelText('Zoom'), { target: { value: '2' } });
    expect(Number.parseFloat((frame.querySelector('img') as HTMLImageElement).style.width)).toBeCloseTo(2 * (1000 / (1000 * (540 / 765))) * 100, 3);

    await user.click(screen.getByRole('button', { name: 'Use this crop' }));
    const [, , top, width, height, x, y, outWidth, outHeight] = drawImage.mock.calls[0] as number[];
    expect(height).toBeCloseTo(500, 6);
    expect(width).toBeCloseTo(500 * (540 / 765), 6);
    expect(top).toBeCloseTo(250, 6);
    expect([x, y, outWidth, outHeight]).toEqual([0, 0, 1080, 1530]);
    const cropped = onDone.mock.calls[0]?.[0] as File;
    expect(cropped.type).toBe('image/jpeg');
  });

  it('cancelling hands back nothing', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    render(<CoverPhotoCrop file={photo} onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledWith(null);
  });
});
