import { describe, expect, it } from 'vitest';
import { previewMessageSchema, previewTokenPath } from './preview';
import { previewMessageForStep, previewWebPath } from '../preview';

describe('preview contract', () => {
  it('names the message each preview step posts (SPEC §2)', () => {
    expect(previewMessageForStep('')).toBe('firstpagediv');
    expect(previewMessageForStep('sign')).toBe('groupcarddiv');
    for (const step of ['your-details', 'how-many', 'how-much', 'payment-details']) expect(previewMessageForStep(step)).toBe('contributiondiv');
    expect(previewMessageForStep('card-review')).toBeNull();
  });

  it('builds the paths and checks the message shape', () => {
    const guid = '10000000-0000-4000-8000-000000000001';
    expect(previewTokenPath(guid)).toBe(`/api/organiser/collections/${guid}/preview-token`);
    expect(previewWebPath(guid, 'sign', 'a.b+c')).toBe(`/preview/${guid}/sign?token=a.b%2Bc`);
    expect(previewWebPath(guid)).toBe(`/preview/${guid}`);
    const message = { source: 'groupgift-preview', name: 'firstpagediv', collectionGuid: guid, step: '', height: 10 };
    expect(previewMessageSchema.safeParse(message).success).toBe(true);
    expect(previewMessageSchema.safeParse({ ...message, height: -1 }).success).toBe(false);
    expect(previewMessageSchema.safeParse({ ...message, source: '*' }).success).toBe(false);
  });
});
