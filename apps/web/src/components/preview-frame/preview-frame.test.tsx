import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { PreviewFrame } from './preview-frame';

vi.mock('./get-preview-token', () => ({
  getPreviewToken: vi.fn(async () => ({ token: 'signed.token', expiresAt: new Date(Date.now() + 900_000).toISOString() })),
}));

const GUID = '10000000-0000-4000-8000-000000000001';

function post(data: unknown, origin: string, source: Window | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

describe('PreviewFrame', () => {
  it('embeds the preview with its token and resizes only on messages from its own iframe and origin', async () => {
    const received = vi.fn();
    render(<PreviewFrame collectionGuid={GUID} onMessage={received} />);
    const frame = (await screen.findByTitle('Preview of the contributor screens')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(`/preview/${GUID}?token=signed.token`);
    const message = { source: 'groupgift-preview', name: 'groupcarddiv', collectionGuid: GUID, step: 'sign', height: 1500 };

    post(message, 'https://evil.example', frame.contentWindow);
    post(message, window.location.origin, window);
    expect(received).not.toHaveBeenCalled();
    expect(frame.style.height).toBe('480px');

    post(message, window.location.origin, frame.contentWindow);
    expect(received).toHaveBeenCalledWith(message);
    expect(frame.style.height).toBe('1500px');
    expect(screen.getByRole('button', { name: 'Sign' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('moves the iframe to a step from the step buttons', async () => {
    render(<PreviewFrame collectionGuid={GUID} />);
    const frame = (await screen.findByTitle('Preview of the contributor screens')) as HTMLIFrameElement;
    act(() => screen.getByRole('button', { name: 'How much' }).click());
    await waitFor(() => expect(frame.getAttribute('src')).toBe(`/preview/${GUID}/how-much?token=signed.token`));
  });
});
