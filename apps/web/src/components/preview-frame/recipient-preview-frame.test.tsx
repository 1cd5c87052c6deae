import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecipientPreviewFrame } from './recipient-preview-frame';

const GUID = '10000000-0000-4000-8000-000000000001';

function post(data: unknown, origin: string, source: Window | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

describe('RecipientPreviewFrame', () => {
  it("embeds the recipient's view and fits it only to messages from its own iframe and origin", () => {
    render(<RecipientPreviewFrame collectionGuid={GUID} title="Preview of the recipient's card" />);
    const frame = screen.getByTitle("Preview of the recipient's card") as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(`/preview/${GUID}/recipient`);
    const message = { source: 'groupgift-preview', name: 'groupcarddiv', collectionGuid: GUID, step: 'recipient', height: 1800 };

    post(message, 'https://evil.example', frame.contentWindow);
    post(message, window.location.origin, window);
    post({ ...message, collectionGuid: '10000000-0000-4000-8000-000000000002' }, window.location.origin, frame.contentWindow);
    expect(frame.style.height).toBe('560px');

    post(message, window.location.origin, frame.contentWindow);
    expect(frame.style.height).toBe('1800px');
  });
});
