/**
 * Every business constant of SPEC §4 and §9 in one place, so that server, web and tests agree.
 * Money values are integer cents (see docs/decisions/002-money-in-cents.md): the spec's "1" for a
 * money default means one currency unit, i.e. 100 cents.
 */

/** SPEC §4 pathway types; the spec's key spelling (FGC_Gift) is kept. */
export const PATHWAY = {
  CHIP_IN: 1,
  SIGN: 2,
  SIGN_AND_CHIP_IN: 3,
  FGC_Gift: 4,
  PAID_GROUP_CARD: 5,
} as const;
export type Pathway = (typeof PATHWAY)[keyof typeof PATHWAY];
export const PATHWAY_IDS = Object.values(PATHWAY) as Pathway[];

/** SPEC §4 collection setup types; the value is the display value the server sends. */
export const SETUP_TYPE = {
  COLLECTION: 'Collection',
  GROUP_CARD_ONLY: 'Group Card Only',
  COLLECTION_AND_GROUP_CARD: 'Collection + Group Card',
  FGC_GIFT: 'FGC + Gift',
  PAID_GROUP_CARD: 'Paid Group Card',
  PGC_GIFT: 'PGC + Gift',
  // The next two appear only in payment flows (SPEC §4).
  BULK_GIFTS: 'Bulk Gifts',
  GIFT: 'Gift',
} as const;
export type SetupType = (typeof SETUP_TYPE)[keyof typeof SETUP_TYPE];
export const SETUP_TYPES = Object.values(SETUP_TYPE) as [SetupType, ...SetupType[]];

/** SPEC §9 payment method ids. */
export const PAYMENT_METHOD = {
  CREDIT_CARD: 1,
  AMERICAN_EXPRESS: 2,
  PAYPAL: 3,
  DIRECT_TRANSFER: 4,
  APPLE_PAY: 5,
  GOOGLE_PAY: 6,
  PAYPAL_DIRECT: 7,
} as const;
export type PaymentMethod = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];
export const PAYMENT_METHOD_IDS = Object.values(PAYMENT_METHOD) as PaymentMethod[];

/** SPEC §9: the methods offered in the payment dropdown, in order, with their labels. */
export const PAYMENT_METHODS_OFFERED: readonly { id: PaymentMethod; label: string }[] = [
  { id: PAYMENT_METHOD.AMERICAN_EXPRESS, label: 'American Express' },
  { id: PAYMENT_METHOD.CREDIT_CARD, label: 'Credit or Debit Card' },
  { id: PAYMENT_METHOD.PAYPAL, label: 'PayPal' },
  { id: PAYMENT_METHOD.GOOGLE_PAY, label: 'Google Pay' },
  { id: PAYMENT_METHOD.APPLE_PAY, label: 'Apple Pay' },
];

/** SPEC §9 payment provider ids. */
export const PAYMENT_PROVIDER = { CHECKOUT: 1, STRIPE: 2, PAYPAL: 3 } as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDER)[keyof typeof PAYMENT_PROVIDER];

/** SPEC §9 card scheme enumeration (only visa is named) and the default scheme. */
export const CARD_SCHEME = { visa: 1 } as const;
export type CardScheme = keyof typeof CARD_SCHEME;
export const DEFAULT_CARD_SCHEME: CardScheme = 'visa';

export const PAYMENT_SUCCESS_CODE = 10000;

/** SPEC §9 pack price modes. */
export const PACK_PRICE_MODE = { PRICE_PGC_DEFAULT: 1, PRICE_PGC_TRANSFER: 2 } as const;
export type PackPriceMode = (typeof PACK_PRICE_MODE)[keyof typeof PACK_PRICE_MODE];

/** SPEC §9 file size units, in bytes. */
export const FILE_SIZE_UNIT = {
  BYTE: 1,
  KILOBYTE: 1024,
  MEGABYTE: 1048576,
  GIGABYTE: 1073741824,
} as const;

/** SPEC §9 environment names (of the payment gateway configuration). */
export const ENVIRONMENT = { PRODUCTION: 'PRODUCTION', TEST: 'TEST' } as const;
export type Environment = (typeof ENVIRONMENT)[keyof typeof ENVIRONMENT];
export const ENVIRONMENTS = Object.values(ENVIRONMENT) as [Environment, ...Environment[]];

/** SPEC §3 collection mode; the spec names only the default. */
const COLLECTION_MODE = { CONTRIBUTE: 'Contribute', PREVIEW: 'Preview' } as const;

/** Who pays the payment fee (DESIGN §3): 1 the organiser absorbs it, 2 the contributor pays it on top. */
export const WHO_PAYS_FEE = { ORGANISER: 1, CONTRIBUTOR: 2 } as const;
export type WhoPaysFeeOption = (typeof WHO_PAYS_FEE)[keyof typeof WHO_PAYS_FEE];

/** SPEC §9 collection defaults. Money in cents: the spec's 1 (one dollar) is 100. */
export const COLLECTION_DEFAULTS = {
  charityPercentage: 1,
  collectionTarget: 100,
  minimumContributionAmount: 100,
  joinedSofar: 1,
  soFarCollected: 100,
  // 0 means "no maximum".
  maxIndividualContributionLimit: 0,
  mode: COLLECTION_MODE.CONTRIBUTE,
} as const;

/** SPEC §3/§2 cover types: 2 is the description layout, 3 the image layout, others have no layout class. */
export const COVER_TYPE = { DEFAULT: 1, DESCRIPTION: 2, IMAGE: 3 } as const;
export const COVER_PAGE_DEFAULTS = { coverType: COVER_TYPE.DEFAULT, contentType: 1 } as const;

/** SPEC §9 payment defaults. promoPercentage stays a decimal string as the spec gives it. */
export const PAYMENT_DEFAULTS = {
  contributions: 1,
  whoPaysFeeOption: WHO_PAYS_FEE.ORGANISER,
  promoPercentage: '0.00',
  scheme: DEFAULT_CARD_SCHEME,
} as const;

/** SPEC §2/§9 timings in milliseconds. */
export const TIMINGS = {
  TOAST_MS: 3000,
  SPINNER_DELAY_MS: 100,
  MODAL_DELAY_MS: 1200,
  ENVELOPE_MS: 2400,
} as const;

/** SPEC §2 card design: 540 × 765 units, width ratio 0.706, default page height 765, zoom 1. */
export const CARD_DESIGN = {
  WIDTH: 540,
  HEIGHT: 765,
  WIDTH_RATIO: 0.706,
  DEFAULT_PAGE_HEIGHT: 765,
  DEFAULT_ZOOM_SCALE: 1,
} as const;

/** SPEC §2: kids-birthday card styles whose placeholder title is replaced with "##" on load. */
export const KIDS_BIRTHDAY_STYLES = ['level-achieved', 'age-green-balloon', 'age-pink-balloon'] as const;
export const PLACEHOLDER_TITLE = 'your title here';
export const PLACEHOLDER_TITLE_REPLACEMENT = '##';

export interface CarouselBreakpoint {
  /** Applies at this viewport width and below. */
  readonly breakpoint: number;
  readonly slidesToShow: number;
}
export interface CarouselSettings {
  readonly autoplay: boolean;
  readonly autoplaySpeedMs: number;
  readonly slidesToShow: number;
  readonly arrows?: boolean;
  readonly dots?: boolean;
  readonly responsive: readonly CarouselBreakpoint[];
}

/** SPEC §9 promo card carousel. */
export const PROMO_CARD_CAROUSEL: CarouselSettings = {
  autoplay: true,
  autoplaySpeedMs: 4000,
  slidesToShow: 6,
  arrows: true,
  dots: false,
  responsive: [
    { breakpoint: 1200, slidesToShow: 5 },
    { breakpoint: 991, slidesToShow: 6 },
    { breakpoint: 767, slidesToShow: 6 },
    { breakpoint: 530, slidesToShow: 5 },
    { breakpoint: 400, slidesToShow: 4 },
  ],
};

/** SPEC §9 promo group card carousel (arrows and dots are not specified). */
export const PROMO_GROUP_CARD_CAROUSEL: CarouselSettings = {
  autoplay: true,
  autoplaySpeedMs: 4000,
  slidesToShow: 7,
  responsive: [
    { breakpoint: 1200, slidesToShow: 6 },
    { breakpoint: 991, slidesToShow: 7 },
    { breakpoint: 767, slidesToShow: 7 },
    { breakpoint: 530, slidesToShow: 6 },
    { breakpoint: 450, slidesToShow: 5 },
    { breakpoint: 350, slidesToShow: 4 },
  ],
};

/** SPEC §1/§9 real-user monitoring settings. */
export const RUM_SETTINGS = {
  sessionSampleRate: 100,
  sessionReplaySampleRate: 20,
  defaultPrivacyLevel: 'mask-user-input',
  env: 'production',
  trackSessionAcrossSubdomains: true,
} as const;

/** Longest group-card message we accept; the spec gives none, this keeps cards readable. */
export const MESSAGE_MAX_LENGTH = 1000;
