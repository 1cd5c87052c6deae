import type { RecipientCard } from '@groupgift/domain';

/** A delivered card with two messages (one with a picture) and a gift with a charity share. */
export const ANN = '77777777-7777-4777-8777-000000000001';
export const BO = '77777777-7777-4777-8777-000000000002';

export const CARD: RecipientCard = {
  collectionTitle: 'Farewell Robin',
  recipientName: 'Robin',
  organiserName: 'Olive',
  market: 'US',
  cover: {
    imageUrl: null,
    CoverType: 2,
    className: 'classic-cream',
    title: 'Good luck Robin',
    description: 'From all of us',
    fontSize: null,
    textAlign: null,
    descFontSize: null,
    descTextAlign: null,
    boardTheme: 'meadow',
  },
  coverImage: null,
  messages: [
    { guid: ANN, name: 'Ann', comment: 'We will miss you, Robin!', imageUrl: null },
    { guid: BO, name: 'Bo', comment: 'All the best in the new job', imageUrl: '/api/groupcard/images/bo.png' },
  ],
  messagesNextCursor: null,
  messageCount: 2,
  gift: { total: 12_345, fees: 390, charityShare: 1_234, charityName: 'Red Cross', disputed: 0, yours: 10_721 },
  deliveredAt: '2026-11-25T10:00:00.000Z',
  isRecipient: true,
  thanks: [],
};

