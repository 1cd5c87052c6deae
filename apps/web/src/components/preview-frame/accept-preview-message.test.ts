import { describe, expect, it } from 'vitest';
import { acceptPreviewMessage } from './accept-preview-message';

const OWN = 'https://app.example';
const frame = {} as Window;
const data = { source: 'groupgift-preview', name: 'firstpagediv', collectionGuid: '10000000-0000-4000-8000-000000000001', step: '', height: 900 };

describe('acceptPreviewMessage', () => {
  it('accepts a preview message from the app’s own origin and its own iframe', () => {
    expect(acceptPreviewMessage({ origin: OWN, source: frame, data }, frame, OWN)).toEqual(data);
  });

  it('ignores a message from a foreign origin, even with the right shape and source', () => {
    expect(acceptPreviewMessage({ origin: 'https://evil.example', source: frame, data }, frame, OWN)).toBeNull();
    expect(acceptPreviewMessage({ origin: 'null', source: frame, data }, frame, OWN)).toBeNull();
  });

  it('ignores a message from another frame of the same origin, or before the iframe exists', () => {
    expect(acceptPreviewMessage({ origin: OWN, source: {} as Window, data }, frame, OWN)).toBeNull();
    expect(acceptPreviewMessage({ origin: OWN, source: frame, data }, null, OWN)).toBeNull();
  });

  it('ignores anything that is not a preview message', () => {
    expect(acceptPreviewMessage({ origin: OWN, source: frame, data: 'firstpagediv' }, frame, OWN)).toBeNull();
    expect(acceptPreviewMessage({ origin: OWN, source: frame, data: { ...data, name: 'other' } }, frame, OWN)).toBeNull();
    expect(acceptPreviewMessage({ origin: OWN, source: frame, data: { ...data, source: 'extension' } }, frame, OWN)).toBeNull();
  });
});
