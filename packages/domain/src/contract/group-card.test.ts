import { describe, expect, it } from 'vitest';
import {
  coverPageSchema,
  groupCardSchema,
  messageSchema,
  storeMessageRequestSchema,
  toCoverPreview,
} from './group-card';

const guid = '10000000-0000-4000-8000-000000000003';

describe('coverPageSchema', () => {
  it('defaults cover type and content type to 1', () => {
    const cover = coverPageSchema.parse({ id: 1 });
    expect(cover).toMatchObject({ coverType: 1, contentType: 1, title: '', imageURL: null });
  });

  it('maps to the preview spelling (imageUrl, CoverType)', () => {
    const cover = coverPageSchema.parse({
      id: 1,
      coverType: 3,
      imageURL: 'https://x/y.png',
      className: 'level-achieved',
    });
    expect(toCoverPreview(cover)).toMatchObject({
      imageUrl: 'https://x/y.png',
      CoverType: 3,
      className: 'level-achieved',
    });
  });

  it('refuses unknown alignments', () => {
    expect(coverPageSchema.safeParse({ id: 1, textAlign: 'middle' }).success).toBe(false);
  });
});

describe('messageSchema', () => {
  it('fills the SPEC §3 defaults', () => {
    expect(messageSchema.parse({ collectionId: 3 })).toMatchObject({
      comment: '',
      id: null,
      imageUsed: false,
      textUsed: true,
      receiptSent: false,
      isEditActive: false,
      gcid: null,
      picUrl: null,
    });
  });

  it('derives edit-active, gcid and picUrl', () => {
    expect(messageSchema.parse({ collectionId: 3, id: 9, imageURL: 'p.png' })).toMatchObject({
      isEditActive: true,
      gcid: 9,
      picUrl: 'p.png',
    });
  });

  it('recomputes derived fields rather than trusting them', () => {
    expect(messageSchema.parse({ collectionId: 3, id: null, gcid: 5, isEditActive: true })).toMatchObject({
      isEditActive: false,
      gcid: null,
    });
  });
});

describe('groupCardSchema', () => {
  it('defaults to no messages, no cover and no further page', () => {
    expect(groupCardSchema.parse({ id: 2 })).toEqual({ id: 2, messages: [], coverPage: null, messagesNextCursor: null });
  });
});

describe('storeMessageRequestSchema', () => {
  const valid = {
    collection: guid,
    comment: '  Happy birthday!  ',
    from: '  Sam  ',
    email: '  sam@example.com ',
  };

  it('trims the name, email and comment', () => {
    expect(storeMessageRequestSchema.parse(valid)).toMatchObject({
      comment: 'Happy birthday!',
      from: 'Sam',
      email: 'sam@example.com',
    });
  });

  it('requires a name, with the catalogue wording', () => {
    const r = storeMessageRequestSchema.safeParse({ ...valid, from: '   ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('This field is required');
  });

  it('uses the catalogue wording for a bad email', () => {
    const r = storeMessageRequestSchema.safeParse({ ...valid, email: 'nope' });
    expect(r.error?.issues.map((i) => i.message)).toContain('Must be a valid email address');
  });

  it('needs a comment or an image', () => {
    expect(storeMessageRequestSchema.safeParse({ ...valid, comment: ' ' }).success).toBe(false);
    expect(
      storeMessageRequestSchema.safeParse({ ...valid, comment: '', imageURL: 'https://x/y.gif' }).success,
    ).toBe(true);
  });

  it('needs the edit token whenever a message id is given', () => {
    expect(storeMessageRequestSchema.safeParse({ ...valid, messageId: 4 }).success).toBe(false);
    expect(storeMessageRequestSchema.safeParse({ ...valid, messageId: 4, editToken: 'tok' }).success).toBe(
      true,
    );
  });

  it('caps the comment length with the catalogue wording', () => {
    const r = storeMessageRequestSchema.safeParse({ ...valid, comment: 'x'.repeat(1001) });
    expect(r.error?.issues[0]?.message).toBe('Max 1000 characters');
  });
});
