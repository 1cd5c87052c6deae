import { describe, expect, it, vi } from 'vitest';
import { PREVIEW_MESSAGE_SOURCE } from '@groupgift/domain';
import { isInIframe, loaderModalsAllowed, postPreviewMessage, previewModeFor, previewStepOf } from './preview-mode';

const GUID = '10000000-0000-4000-8000-000000000001';

/** A window inside a frame whose parent records what is posted to it. */
function framedWindow(origin: string) {
  const parent = { postMessage: vi.fn() };
  const win = { parent, location: { origin } } as unknown as Window;
  return { win, parent };
}

describe('postPreviewMessage', () => {
  it('posts to the parent with the app’s own origin as the target origin, never "*"', () => {
    const { win, parent } = framedWindow('https://app.example');
    expect(postPreviewMessage({ name: 'groupcarddiv', collectionGuid: GUID, step: 'sign', height: 700 }, win)).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledTimes(1);
    const [message, targetOrigin] = parent.postMessage.mock.calls[0]!;
    expect(targetOrigin).toBe('https://app.example');
    expect(targetOrigin).not.toBe('*');
    expect(message).toEqual({ source: PREVIEW_MESSAGE_SOURCE, name: 'groupcarddiv', collectionGuid: GUID, step: 'sign', height: 700 });
  });

  it('posts nothing from a top-level page', () => {
    const win = { location: { origin: 'https://app.example' } } as unknown as Window & { parent: Window };
    (win as { parent: Window }).parent = win;
    expect(isInIframe(win)).toBe(false);
    expect(postPreviewMessage({ name: 'firstpagediv', collectionGuid: GUID, step: '', height: 1 }, win)).toBe(false);
  });
});

describe('preview mode helpers', () => {
  it('shows loader modals on preview pages only inside an iframe', () => {
    const top = { location: { origin: 'x' } } as unknown as Window;
    (top as { parent: Window }).parent = top;
    const { win: framed } = framedWindow('x');
    expect(loaderModalsAllowed(`/preview/${GUID}`, top)).toBe(false);
    expect(loaderModalsAllowed(`/preview/${GUID}`, framed)).toBe(true);
    expect(loaderModalsAllowed(`/contribute/${GUID}`, top)).toBe(true);
  });

  it('keeps the token on every step path and reads the step back', () => {
    const mode = previewModeFor(GUID, 'a.b');
    expect(mode.stepPath('sign')).toBe(`/preview/${GUID}/sign?token=a.b`);
    expect(mode.stepPath('', 'x=1')).toBe(`/preview/${GUID}?token=a.b&x=1`);
    expect(previewModeFor(GUID, null).stepPath('how-much', 'channel=card')).toBe(`/preview/${GUID}/how-much?channel=card`);
    expect(previewStepOf(`/preview/${GUID}`)).toBe('');
    expect(previewStepOf(`/preview/${GUID}/payment-details`)).toBe('payment-details');
    expect(previewStepOf(`/contribute/${GUID}`)).toBeUndefined();
  });
});
