import { SETUP_TYPE, type Market, type SetupType } from '@groupgift/domain';

export type DemoMessage = { name: string; email: string; comment: string; imageUrl?: string };

export type DemoCover = {
  coverType: number;
  title: string;
  description: string;
  /** Without one the cover shows the illustration of its template or occasion (decision 104). */
  imageUrl?: string;
  className: string;
};

/** What one demo collection looks like; the seed turns it into rows for each market. */
export type DemoCollection = {
  nn: number;
  setupType: SetupType;
  title: string;
  /** The line shown on /demo saying what the collection demonstrates. */
  shows: string;
  description: string;
  targetCents: number;
  soFarCollectedCents: number;
  joinedCount: number;
  closed?: boolean;
  suspended?: boolean;
  deleted?: boolean;
  gcOnly?: boolean;
  exactAmountCents?: number;
  charity?: { name: string; percentage: number };
  zeroContributionAllowed?: boolean;
  contributionQuestion?: string;
  whoPaysFeeOption?: 1 | 2;
  maxIndividualLimitCents?: number;
  cover?: DemoCover;
  messages?: DemoMessage[];
};

// Fixed dates keep the seed idempotent: running it again writes exactly the same rows.
export const DEMO_OPEN_CLOSE_DATE = new Date('2035-12-31T12:00:00.000Z');
export const DEMO_PAST_CLOSE_DATE = new Date('2024-01-15T12:00:00.000Z');
export const DEMO_COMMENT_DATE = new Date('2026-01-10T09:30:00.000Z');

const IMAGE_COLOURS: Record<string, [string, string]> = {
  cake: ['#ffe0b2', '#ef6c00'],
};

// The demo's one cover photo (the picture layout needs one) is a self-contained SVG data URI so the
// demo works with no network or CDN: a plain wash of colour, not a disc that reads as a missing
// image. Every other demo cover has no photo and shows its illustration (decision 104).
function image(name: string): string {
  const [from, to] = IMAGE_COLOURS[name] ?? ['#eeeeee', '#666666'];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 540 765">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="540" height="765" fill="url(#g)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const threeSigners: DemoMessage[] = [
  {
    name: 'Alice Nguyen',
    email: 'alice@example.test',
    comment: 'Happy retirement, Sam! The office will not be the same without your puns.',
  },
  {
    name: 'Ben Carter',
    email: 'ben@example.test',
    comment: 'Thank you for ten brilliant years. Enjoy every single day of it.',
  },
  {
    name: 'Chloe Martin',
    email: 'chloe@example.test',
    comment: 'Wishing you sunny mornings and long lunches. We will miss you!',
  },
];

export const DEMO_COLLECTIONS: readonly DemoCollection[] = [
  {
    nn: 1,
    setupType: SETUP_TYPE.COLLECTION,
    title: "Sam's retirement gift",
    shows: 'A plain collection: a target, no card, any amount.',
    description: 'Chip in for a gift voucher to celebrate Sam.',
    targetCents: 50000,
    soFarCollectedCents: 12500,
    joinedCount: 5,
  },
  {
    nn: 2,
    setupType: SETUP_TYPE.GROUP_CARD_ONLY,
    title: 'Get well soon, Priya',
    shows: 'A group card only (cover type 1, an illustrated cover without a photo): sign, no payment.',
    description: 'Sign the card for Priya.',
    targetCents: 0,
    soFarCollectedCents: 0,
    joinedCount: 2,
    gcOnly: true,
    cover: {
      coverType: 1,
      title: 'Get well soon',
      description: '',
      className: 'illustrated-get-well',
    },
    messages: [{ name: 'Dev Patel', email: 'dev@example.test', comment: 'Rest up and come back soon!' }],
  },
  {
    nn: 3,
    setupType: SETUP_TYPE.COLLECTION_AND_GROUP_CARD,
    title: "Sam's farewell card and gift",
    shows: 'Collection + group card (cover type 2), fees shown to the contributor, three messages.',
    description: 'Sign the card and chip in for a farewell gift.',
    targetCents: 30000,
    soFarCollectedCents: 7500,
    joinedCount: 3,
    whoPaysFeeOption: 2,
    cover: {
      coverType: 2,
      title: 'Farewell, Sam',
      description: 'From all of us on the third floor',
      className: 'description-balloons',
    },
    messages: threeSigners,
  },
  {
    nn: 4,
    setupType: SETUP_TYPE.FGC_GIFT,
    title: 'Birthday card for Mia',
    shows: 'Free group card + gift (cover type 3, image layout).',
    description: 'Sign the card; a gift is on its way.',
    targetCents: 0,
    soFarCollectedCents: 0,
    joinedCount: 1,
    cover: {
      coverType: 3,
      title: 'Happy birthday, Mia',
      description: '',
      imageUrl: image('cake'),
      className: 'image-cake',
    },
    messages: [{ name: 'Tom Reid', email: 'tom@example.test', comment: 'Have the best day, Mia!' }],
  },
  {
    nn: 5,
    setupType: SETUP_TYPE.PAID_GROUP_CARD,
    title: "Leo's 7th birthday card",
    shows: 'Paid group card in the kids-birthday "level achieved" style; no close date shown.',
    description: 'Sign a card for Leo.',
    targetCents: 0,
    soFarCollectedCents: 0,
    joinedCount: 0,
    cover: {
      coverType: 1,
      title: 'your title here',
      description: 'Level 7 unlocked!',
      className: 'level-achieved',
    },
  },
  {
    nn: 6,
    setupType: SETUP_TYPE.PGC_GIFT,
    title: 'Congratulations, Ava and Noah',
    shows: 'Paid group card + gift.',
    description: 'Sign the wedding card.',
    targetCents: 0,
    soFarCollectedCents: 0,
    joinedCount: 1,
    cover: {
      coverType: 2,
      title: 'Congratulations',
      description: 'Ava & Noah',
      className: 'description-rings',
    },
    messages: [{ name: 'Grace Lee', email: 'grace@example.test', comment: 'So happy for you both.' }],
  },
  {
    nn: 7,
    setupType: SETUP_TYPE.BULK_GIFTS,
    title: 'Team thank-you gifts',
    shows: 'Bulk gifts: the bulk-gift fee applies.',
    description: 'A thank-you gift for each member of the support team.',
    targetCents: 100000,
    soFarCollectedCents: 0,
    joinedCount: 0,
  },
  {
    nn: 8,
    setupType: SETUP_TYPE.COLLECTION,
    title: 'Office party fund (closed)',
    shows: 'Closed: the close date has passed, the landing page sends you to collection-closed.',
    description: 'This collection has closed.',
    targetCents: 20000,
    soFarCollectedCents: 18000,
    joinedCount: 9,
    closed: true,
  },
  {
    nn: 9,
    setupType: SETUP_TYPE.COLLECTION,
    title: 'Charity bake sale (suspended)',
    shows: 'Suspended: the landing page sends you to collection-suspended.',
    description: 'This collection is suspended.',
    targetCents: 20000,
    soFarCollectedCents: 4000,
    joinedCount: 2,
    suspended: true,
  },
  {
    nn: 10,
    setupType: SETUP_TYPE.COLLECTION,
    title: 'Old leaving collection (deleted)',
    shows: 'Deleted: treated like a closed collection.',
    description: 'This collection was deleted by its organiser.',
    targetCents: 20000,
    soFarCollectedCents: 0,
    joinedCount: 0,
    deleted: true,
  },
  {
    nn: 11,
    setupType: SETUP_TYPE.COLLECTION,
    title: 'Coffee machine fund ($25 each)',
    shows: 'Exact amount: every contribution is $25.00.',
    description: 'Everyone puts in the same amount.',
    targetCents: 25000,
    soFarCollectedCents: 5000,
    joinedCount: 2,
    exactAmountCents: 2500,
  },
  {
    nn: 12,
    setupType: SETUP_TYPE.COLLECTION,
    title: 'Gift for Jo, with a donation',
    shows: 'Charity: 10 % of each contribution goes to the Red Cross.',
    description: 'Part of every contribution is donated.',
    targetCents: 40000,
    soFarCollectedCents: 10000,
    joinedCount: 4,
    charity: { name: 'Red Cross', percentage: 10 },
  },
  {
    nn: 13,
    setupType: SETUP_TYPE.COLLECTION_AND_GROUP_CARD,
    title: 'New baby card for the Okafors',
    shows: 'Zero contribution allowed: "Sign only" is offered.',
    description: 'Sign the card, and chip in if you like.',
    targetCents: 20000,
    soFarCollectedCents: 2000,
    joinedCount: 2,
    zeroContributionAllowed: true,
    cover: {
      coverType: 1,
      title: 'Welcome, baby!',
      description: '',
      className: 'classic-baby',
    },
    messages: [
      { name: 'Hana Sato', email: 'hana@example.test', comment: 'Congratulations on your new arrival!' },
    ],
  },
  {
    nn: 14,
    setupType: SETUP_TYPE.COLLECTION_AND_GROUP_CARD,
    title: 'End-of-season team card',
    shows: 'A contribution question for sign-only contributors (zero contribution allowed).',
    description: 'Sign the card and tell us your favourite moment.',
    targetCents: 15000,
    soFarCollectedCents: 3000,
    joinedCount: 3,
    zeroContributionAllowed: true,
    contributionQuestion: 'What was your favourite moment of the season?',
    cover: {
      coverType: 2,
      title: 'What a season!',
      description: 'Thanks, coach',
      className: 'description-trophy',
    },
  },
];

export const DEMO_MARKETS: readonly Market[] = ['US', 'AU'];
