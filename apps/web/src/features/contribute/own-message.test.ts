import { groupCardSchema } from '@groupgift/domain';
import { describe, expect, it } from 'vitest';
import { MESSAGE_DRAFT_DEFAULTS } from '../../lib/journey/journey-store';
import { ownMessageOf } from './own-message';

const draft = { ...MESSAGE_DRAFT_DEFAULTS, from: ' Alex ', comment: 'Written here', savedMessageId: 42 };
const card = groupCardSchema.parse({
  id: 1,
  messages: [
    { collectionId: 3, id: 41, name: 'Ben', comment: 'Not mine' },
    {
      collectionId: 3,
      id: 42,
      name: 'Alex',
      comment: 'As saved, after an edit',
      imageURL: '/picture-library/heart.svg',
      width: 400,
      height: 300,
    },
  ],
});

describe('ownMessageOf', () => {
  it("takes the visitor's message from the card as stored", () => {
    expect(ownMessageOf(42, card, draft)).toEqual({
      guid: '42',
      name: 'Alex',
      comment: 'As saved, after an edit',
      imageUrl: '/picture-library/heart.svg',
      width: 400,
      height: 300,
    });
  });

  it('falls back to what this journey wrote while the card does not hold the message yet', () => {
    expect(ownMessageOf(42, null, draft)).toMatchObject({
      guid: '42',
      name: 'Alex',
      comment: 'Written here',
      imageUrl: null,
    });
    expect(ownMessageOf(43, card, draft)).toMatchObject({ guid: '43', comment: 'Written here' });
  });

  it('has nothing to show without a saved message, or with an empty draft', () => {
    expect(ownMessageOf(null, card, draft)).toBeNull();
    expect(ownMessageOf(43, card, { ...draft, comment: '  ', imageURL: null })).toBeNull();
  });
});
