import {
  API_PATHS,
  collectionListResponseSchema,
  DEFAULT_BOARD_THEME,
  MESSAGES,
  ORGANISER_COLLECTION_PATHS,
  ORGANISER_SETUP_TYPES,
  organiserCollectionPath,
  organiserCollectionSchema,
  PAYMENT_PROVIDER,
  setupTypeHasCard,
  type OrganiserCollectionRequest,
} from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { collections } from '../../db/schema/collections';
import { groupCards } from '../../db/schema/group-cards';
import { messages } from '../../db/schema/messages';
import { signUpOrganiser } from '../../../test/organiser-session';
import { useTestApp } from '../../../test/use-test-app';

const { app } = useTestApp();

const inAMonth = () => new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();

function form(overrides: Partial<OrganiserCollectionRequest> = {}): OrganiserCollectionRequest {
  return {
    setupType: 'Collection',
    market: 'US',
    recipientName: 'Sam Lee',
    recipientEmail: 'sam@example.test',
    occasion: 'Retirement',
    title: "Sam's retirement",
    subtitle: 'Thirty years',
    description: 'Chip in for a <b>gift</b>.',
    imageUrl: null,
    closeDate: inAMonth(),
    targetCents: 50000,
    hasExactAmount: false,
    exactAmountCents: 0,
    minimumContributionCents: 500,
    maxIndividualLimitCents: 10000,
    zeroContributionAllowed: false,
    charityName: 'Red Cross',
    charityPercentage: 10,
    whoPaysFeeOption: 2,
    paymentGateways: [],
    contributionQuestion: '',
    cover: null,
    ...overrides,
  };
}

const cover = {
  className: 'age-pink-balloon' as const,
  coverType: 2 as const,
  imageUrl: null,
  title: 'your title here',
  description: 'Have a great day',
  fontSize: 40,
  textAlign: 'left' as const,
  descFontSize: 20,
  descTextAlign: 'right' as const,
};

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function create(headers: Record<string, string>, body: OrganiserCollectionRequest) {
  return app().inject({ method: 'POST', url: ORGANISER_COLLECTION_PATHS.create, headers, payload: body });
}

describe('organiser collections', () => {
  it('refuses anonymous callers with 401 and the session wording', async () => {
    const res = await app().inject({ method: 'GET', url: ORGANISER_COLLECTION_PATHS.list });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(MESSAGES['error.sessionExpired']);
    const post = await create({}, form());
    expect(post.statusCode).toBe(401);
  });

  it('creates every setup type so that the contributor screens load it', async () => {
    const { headers } = await signUpOrganiser(app(), { market: 'AU' });
    for (const setupType of ORGANISER_SETUP_TYPES) {
      const hasCard = setupTypeHasCard(setupType);
      const res = await create(headers, form({ setupType, market: 'AU', title: `A ${setupType}`, cover: hasCard ? cover : null }));
      expect(res.statusCode, `${setupType}: ${res.body}`).toBe(201);
      const saved = organiserCollectionSchema.parse(res.json());
      expect(saved.status).toBe('open');
      expect(saved.paymentGateways).toEqual([1, 3]);

      const details = await app().inject({ method: 'GET', url: `${API_PATHS.contributionDetails}?collection=${saved.guid}` });
      expect(details.statusCode, setupType).toBe(200);
      const collection = details.json();
      expect(collection.collectionSetupType).toBe(setupType);
      expect(collection.countryCode).toBe('AU');
      expect(collection.pricingDto).not.toBeNull();
      expect(collection.invitationHtml).toContain('A ');
      // Organiser text is escaped in the generated invitation.
      expect(collection.invitationHtml).toContain('&lt;b&gt;gift&lt;/b&gt;');
      expect(collection.hasGroupCard).toBe(hasCard);
      expect(collection.gcOnly).toBe(setupType === 'Group Card Only');

      const card = await app().inject({ method: 'GET', url: `${API_PATHS.groupCard}?collection=${saved.guid}` });
      expect(card.statusCode, setupType).toBe(hasCard ? 200 : 404);
      if (hasCard) {
        expect(card.json().coverPage).toMatchObject({ className: 'age-pink-balloon', coverType: 2, fontSize: 40, textAlign: 'left', descTextAlign: 'right' });
        const cardHtml = await app().inject({ method: 'GET', url: `${API_PATHS.cardHtml}?collection=${saved.guid}` });
        expect(cardHtml.statusCode).toBe(200);
      }
    }
  });

  it('stores money fields only for the setup types that take money', async () => {
    const { headers } = await signUpOrganiser(app());
    const collection = organiserCollectionSchema.parse((await create(headers, form())).json());
    expect(collection).toMatchObject({ targetCents: 50000, minimumContributionCents: 500, maxIndividualLimitCents: 10000, charityPercentage: 10, whoPaysFeeOption: 2 });
    const details = (await app().inject({ method: 'GET', url: `${API_PATHS.contributionDetails}?collection=${collection.guid}` })).json();
    expect(details).toMatchObject({ charityName: 'Red Cross', charityPercentage: 10, whoPaysFeeOption: 2, isNewFee: true, collectionTarget: 50000 });

    const cardOnly = organiserCollectionSchema.parse((await create(headers, form({ setupType: 'Group Card Only', cover }))).json());
    expect(cardOnly).toMatchObject({ targetCents: 0, charityPercentage: 0, whoPaysFeeOption: 1, hasExactAmount: false });
  });

  it('keeps every field of a fully filled-in form, for the organiser and the contributor', async () => {
    const { headers } = await signUpOrganiser(app(), { market: 'AU' });
    const upload = await app().inject({ method: 'POST', url: ORGANISER_COLLECTION_PATHS.uploadImage, headers: { ...headers, 'content-type': 'image/png' }, payload: ONE_PIXEL_PNG });
    const { imageUrl } = upload.json();
    const closeDate = new Date(Date.now() + 45 * 24 * 3600 * 1000).toISOString();
    const filled: Partial<OrganiserCollectionRequest> = {
      setupType: 'Collection + Group Card',
      market: 'AU',
      recipientName: 'Priya Shah',
      recipientEmail: 'priya@example.test',
      occasion: 'Farewell',
      title: 'Goodbye Priya',
      subtitle: 'From the Sydney office',
      description: 'A gift and a card for Priya.',
      imageUrl,
      closeDate,
      targetCents: 75000,
      hasExactAmount: true,
      exactAmountCents: 2500,
      minimumContributionCents: 500,
      maxIndividualLimitCents: 10000,
      zeroContributionAllowed: true,
      charityName: 'Oxfam',
      charityPercentage: 12.5,
      whoPaysFeeOption: 2,
      // Not the AU default (Checkout.com and PayPal): the organiser narrowed it to the card provider.
      paymentGateways: [PAYMENT_PROVIDER.CHECKOUT],
      contributionQuestion: 'Which team are you in?',
      cover: { ...cover, imageUrl },
    };
    const full = form(filled);
    const res = await create(headers, full);
    expect(res.statusCode, res.body).toBe(201);
    const guid = organiserCollectionSchema.parse(res.json()).guid;

    // Decision 145 (in place of 064's $0): the minimum is kept when signing without paying is allowed.
    const expected = { ...filled, minimumContributionCents: 500 };
    expect(res.json()).toMatchObject(expected);
    const loaded = await app().inject({ method: 'GET', url: organiserCollectionPath(guid), headers });
    expect(loaded.statusCode).toBe(200);
    expect(organiserCollectionSchema.parse(loaded.json())).toMatchObject(expected);

    const details = await app().inject({ method: 'GET', url: `${API_PATHS.contributionDetails}?collection=${guid}` });
    expect(details.statusCode).toBe(200);
    const collection = details.json();
    expect(collection).toMatchObject({
      collectionSetupType: 'Collection + Group Card',
      countryCode: 'AU',
      collectionOccasion: 'Farewell',
      collectionSubtitle: 'From the Sydney office',
      collectionDescription: 'A gift and a card for Priya.',
      collectionImage: imageUrl,
      collectionTarget: 75000,
      hasExactAmount: true,
      exactAmount: 2500,
      minimumContributionAmount: 500,
      maxIndividualContributionLimit: 10000,
      zeroContributionAllowed: true,
      charityName: 'Oxfam',
      charityPercentage: 12.5,
      whoPaysFeeOption: 2,
      isNewFee: true,
      paymentGateways: [{ gateway: PAYMENT_PROVIDER.CHECKOUT }],
      contributionQuestion: 'Which team are you in?',
      hasGroupCard: true,
    });
    expect(collection.cqid).toEqual(expect.any(Number));
    expect(new Date(collection.closeDate).toISOString()).toBe(closeDate);
    expect(collection.invitationHtml).toContain('Goodbye Priya');
    expect(collection.coverPage).toMatchObject({ className: cover.className, coverType: cover.coverType, imageURL: imageUrl, title: cover.title, description: cover.description, fontSize: cover.fontSize, textAlign: cover.textAlign, descFontSize: cover.descFontSize, descTextAlign: cover.descTextAlign });

    // Without zero contribution the minimum is kept as sent.
    const withMinimum = await create(headers, { ...full, zeroContributionAllowed: false });
    expect(withMinimum.statusCode, withMinimum.body).toBe(201);
    expect(withMinimum.json()).toMatchObject({ minimumContributionCents: 500, zeroContributionAllowed: false });

    // Stripe runs the US card payments only; an AU collection cannot offer it.
    const foreignGateway = await create(headers, { ...full, paymentGateways: [PAYMENT_PROVIDER.STRIPE, PAYMENT_PROVIDER.PAYPAL] });
    expect(foreignGateway.statusCode).toBe(400);
    expect(foreignGateway.json().error.details.fieldErrors.paymentGateways).toEqual(['This payment gateway is not offered in this market']);
  });

  it('keeps the minimum beside "sign without paying", and sends the suggested amounts the contributor screen offers', async () => {
    const { headers } = await signUpOrganiser(app(), { market: 'AU' });
    const details = async (guid: string) =>
      (await app().inject({ method: 'GET', url: `${API_PATHS.contributionDetails}?collection=${guid}` })).json();

    const own = await create(headers, form({ market: 'AU', zeroContributionAllowed: true, suggestedAmountsCents: [1500, 4000, 800] }));
    expect(own.statusCode, own.body).toBe(201);
    const saved = organiserCollectionSchema.parse(own.json());
    expect(saved).toMatchObject({ minimumContributionCents: 500, zeroContributionAllowed: true, suggestedAmountsCents: [1500, 4000, 800] });
    const loaded = organiserCollectionSchema.parse((await app().inject({ method: 'GET', url: organiserCollectionPath(saved.guid), headers })).json());
    expect(loaded.suggestedAmountsCents).toEqual([1500, 4000, 800]);
    expect(await details(saved.guid)).toMatchObject({ minimumContributionAmount: 500, zeroContributionAllowed: true, suggestedAmounts: [1500, 4000, 800] });

    // None set: the market's defaults, fitted to the limits ($20/$30/$50 in AU, $20/$25/$50 in the US).
    const au = organiserCollectionSchema.parse((await create(headers, form({ market: 'AU' }))).json());
    expect(au.suggestedAmountsCents).toEqual([]);
    expect((await details(au.guid)).suggestedAmounts).toEqual([2000, 3000, 5000]);
    const us = organiserCollectionSchema.parse((await create(headers, form({ market: 'US', maxIndividualLimitCents: 4000 }))).json());
    expect((await details(us.guid)).suggestedAmounts).toEqual([2000, 2500, 4000]);

    // Changed on edit, and cleared back to the defaults.
    const edited = await app().inject({ method: 'PUT', url: organiserCollectionPath(saved.guid), headers, payload: form({ market: 'AU', suggestedAmountsCents: [2500] }) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await details(saved.guid)).suggestedAmounts).toEqual([2500]);
    await app().inject({ method: 'PUT', url: organiserCollectionPath(saved.guid), headers, payload: form({ market: 'AU', suggestedAmountsCents: [] }) });
    expect((await details(saved.guid)).suggestedAmounts).toEqual([2000, 3000, 5000]);
  });

  it('refuses suggested amounts that are too many, repeated, fractional or outside the limits', async () => {
    const { headers } = await signUpOrganiser(app());
    const refused = async (suggestedAmountsCents: number[]) => {
      const res = await create(headers, form({ suggestedAmountsCents }));
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.details.fieldErrors.suggestedAmountsCents;
    };
    expect(await refused([1000, 2000, 3000, 4000])).toEqual(['Up to 3 suggested amounts']);
    expect(await refused([1000, 1000])).toEqual(['Each suggested amount must be different']);
    expect(await refused([400])).toEqual(['Must be greater than or equal to $5.00']);
    expect(await refused([10001])).toEqual(['Must be less than or equal to $100.00']);
    const fraction = await create(headers, form({ suggestedAmountsCents: [1000.5] }));
    expect(fraction.statusCode).toBe(400);
    expect(JSON.stringify(fraction.json().error.details.fieldErrors)).toContain('Must be a whole number');
  });

  it('edits a collection and its cover, and refuses a changed setup type', async () => {
    const { headers } = await signUpOrganiser(app());
    const created = organiserCollectionSchema.parse((await create(headers, form({ setupType: 'Collection + Group Card', cover }))).json());
    const url = organiserCollectionPath(created.guid);
    const loaded = await app().inject({ method: 'GET', url, headers });
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json().cover).toMatchObject(cover);

    const edit = form({ setupType: 'Collection + Group Card', title: 'Renamed', hasExactAmount: true, exactAmountCents: 2500, cover: { ...cover, className: 'level-achieved', coverType: 3 } });
    const saved = await app().inject({ method: 'PUT', url, headers, payload: edit });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Renamed', hasExactAmount: true, exactAmountCents: 2500 });
    const details = (await app().inject({ method: 'GET', url: `${API_PATHS.contributionDetails}?collection=${created.guid}` })).json();
    expect(details).toMatchObject({ collectionDescription: 'Chip in for a <b>gift</b>.', exactAmount: 2500, hasExactAmount: true });
    expect(details.coverPage).toMatchObject({ className: 'level-achieved', coverType: 3 });

    // Once the close date has passed, the texts can still be corrected while the date stays as saved.
    const past = new Date('2024-01-15T12:00:00.000Z');
    await app().db.update(collections).set({ closeDate: past }).where(eq(collections.guid, created.guid));
    const keepDate = await app().inject({ method: 'PUT', url, headers, payload: { ...edit, title: 'Closed but fixed', closeDate: past.toISOString() } });
    expect(keepDate.statusCode, keepDate.body).toBe(200);
    expect(keepDate.json()).toMatchObject({ title: 'Closed but fixed', status: 'closed' });
    const otherPast = await app().inject({ method: 'PUT', url, headers, payload: { ...edit, closeDate: '2024-02-01T00:00:00.000Z' } });
    expect(otherPast.json().error.details.fieldErrors.closeDate).toEqual([MESSAGES['validation.futureDate']]);

    const changedType = await app().inject({ method: 'PUT', url, headers, payload: { ...edit, setupType: 'Collection' } });
    expect(changedType.statusCode).toBe(400);
    expect(changedType.json().error.details.fieldErrors.setupType).toBeDefined();
  });

  it('keeps a drawn cover design and the board theme, shows them to contributors, and refuses unknown ones', async () => {
    const { headers } = await signUpOrganiser(app());
    const designed = { ...cover, className: 'design-birthday-balloons' as const, title: 'Happy birthday', boardTheme: 'midnight' };
    const made = await create(headers, form({ setupType: 'Collection + Group Card', cover: designed }));
    expect(made.statusCode, made.body).toBe(201);
    const { guid } = organiserCollectionSchema.parse(made.json());
    const detailsOf = async () => (await app().inject({ method: 'GET', url: `${API_PATHS.contributionDetails}?collection=${guid}` })).json();
    expect((await detailsOf()).coverPage).toMatchObject({ className: 'design-birthday-balloons', title: 'Happy birthday', boardTheme: 'midnight' });

    const url = organiserCollectionPath(guid);
    const edited = await app().inject({ method: 'PUT', url, headers, payload: form({ setupType: 'Collection + Group Card', cover: { ...designed, boardTheme: 'meadow' } }) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().cover).toMatchObject({ boardTheme: 'meadow' });
    expect((await detailsOf()).coverPage.boardTheme).toBe('meadow');

    const unknownTheme = await create(headers, form({ setupType: 'Collection + Group Card', cover: { ...designed, boardTheme: 'disco' } }));
    expect(unknownTheme.statusCode).toBe(400);
    expect(JSON.stringify(unknownTheme.json().error.details.fieldErrors)).toContain(MESSAGES['validation.boardTheme']);
    const unknownDesign = await create(headers, form({ setupType: 'Collection + Group Card', cover: { ...designed, className: 'design-unicorn' } }));
    expect(unknownDesign.statusCode).toBe(400);
  });

  it('gives a card whose organiser chose no theme the default one', async () => {
    const { headers } = await signUpOrganiser(app());
    const made = organiserCollectionSchema.parse((await create(headers, form({ setupType: 'Collection + Group Card', cover }))).json());
    expect(made.cover?.boardTheme).toBe(DEFAULT_BOARD_THEME);
  });

  it('refuses invalid input with the catalogue messages per field', async () => {
    const { headers } = await signUpOrganiser(app());
    const past = await create(headers, form({ closeDate: new Date(Date.now() - 60_000).toISOString() }));
    expect(past.statusCode).toBe(400);
    expect(past.json().error.details.fieldErrors.closeDate).toEqual([MESSAGES['validation.futureDate']]);

    const res = await create(headers, form({ title: '  ', recipientName: '', recipientEmail: 'nope', charityPercentage: 120, minimumContributionCents: 5000, maxIndividualLimitCents: 1000 }));
    expect(res.statusCode).toBe(400);
    const fieldErrors = res.json().error.details.fieldErrors;
    expect(fieldErrors.title).toEqual([MESSAGES['validation.required']]);
    expect(fieldErrors.recipientName).toEqual([MESSAGES['validation.required']]);
    expect(fieldErrors.recipientEmail).toEqual([MESSAGES['validation.email']]);
    expect(fieldErrors.charityPercentage).toEqual(['Value must be between 0 and 100']);

    const minOverMax = await create(headers, form({ minimumContributionCents: 5000, maxIndividualLimitCents: 1000 }));
    expect(minOverMax.json().error.details.fieldErrors.minimumContributionCents).toEqual(['Must be less than or equal to 10.00']);

    const noCover = await create(headers, form({ setupType: 'Paid Group Card', cover: null }));
    expect(noCover.json().error.details.fieldErrors.cover).toEqual([MESSAGES['validation.required']]);

    const foreignImage = await create(headers, form({ imageUrl: 'https://evil.example/x.png' }));
    expect(foreignImage.json().error.details.fieldErrors.imageUrl).toEqual(['Upload failed']);
  });

  it('pages, sorts and searches only the organiser’s own live collections', async () => {
    const { headers } = await signUpOrganiser(app());
    const titles = ['Banana fund', 'apple gift', 'Cherry card', 'Date night', 'Elder farewell'];
    for (const [i, title] of titles.entries()) {
      await create(headers, form({ title, recipientName: i === 3 ? 'Zoë Quinn' : 'Sam Lee', closeDate: new Date(Date.now() + (i + 1) * 86_400_000).toISOString() }));
    }
    const list = async (query: string) => {
      const res = await app().inject({ method: 'GET', url: `${ORGANISER_COLLECTION_PATHS.list}?${query}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return collectionListResponseSchema.parse(res.json());
    };
    const byTitle = await list('sort=title&direction=asc&pageSize=2');
    expect(byTitle.total).toBe(5);
    expect(byTitle.items.map((i) => i.title)).toEqual(['apple gift', 'Banana fund']);
    const page3 = await list('sort=title&direction=asc&pageSize=2&page=3');
    expect(page3.items.map((i) => i.title)).toEqual(['Elder farewell']);
    const byClose = await list('sort=closeDate&direction=desc');
    expect(byClose.items[0]?.title).toBe('Elder farewell');
    expect((await list('search=CHERRY')).items.map((i) => i.title)).toEqual(['Cherry card']);
    expect((await list('search=zoë')).items.map((i) => i.title)).toEqual(['Date night']);
    expect((await list('search=%25')).total).toBe(0);
    expect((await list('sort=collected&direction=asc')).items[0]?.status).toBe('open');

    const tooBig = await app().inject({ method: 'GET', url: `${ORGANISER_COLLECTION_PATHS.list}?pageSize=500`, headers });
    expect(tooBig.statusCode).toBe(400);

    // A deleted collection leaves the list and cannot be opened for editing.
    const doomed = byTitle.items[0]!;
    await app().db.update(collections).set({ isDeleted: true }).where(eq(collections.guid, doomed.guid));
    expect((await list('')).total).toBe(4);
    expect((await app().inject({ method: 'GET', url: organiserCollectionPath(doomed.guid), headers })).statusCode).toBe(404);

    // Status is derived: suspended wins, a passed close date means closed.
    const [first, second] = (await list('sort=title&direction=asc')).items;
    await app().db.update(collections).set({ isSuspended: true, closeDate: new Date('2020-01-01') }).where(eq(collections.guid, first!.guid));
    await app().db.update(collections).set({ closeDate: new Date('2020-01-01') }).where(eq(collections.guid, second!.guid));
    const statuses = (await list('sort=title&direction=asc')).items.map((i) => i.status);
    expect(statuses).toEqual(['suspended', 'closed', 'open', 'open']);
  });

  it('counts the signatures on each card in the list: deleted messages and those awaiting a payment not', async () => {
    const { headers } = await signUpOrganiser(app());
    const made = await create(headers, form({ setupType: 'Collection + Group Card', title: 'Signed card', cover }));
    expect(made.statusCode, made.body).toBe(201);
    await create(headers, form({ title: 'Money only' }));
    const [row] = await app().db.select().from(collections).where(eq(collections.title, 'Signed card'));
    const [card] = await app().db.select({ id: groupCards.id }).from(groupCards).where(eq(groupCards.collectionId, row!.id));
    const sign = (extra: Partial<typeof messages.$inferInsert> = {}) =>
      app().db.insert(messages).values({ guid: randomUUID(), groupCardId: card!.id, collectionId: row!.id, name: 'Kim', comment: 'Hi', editTokenHash: 'x', ...extra });
    await sign();
    await sign({ hiddenAt: new Date() });
    await sign({ deletedAt: new Date() });
    await sign({ awaitingPayment: true });

    const res = await app().inject({ method: 'GET', url: `${ORGANISER_COLLECTION_PATHS.list}?sort=title&direction=desc`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const items = collectionListResponseSchema.parse(res.json()).items;
    expect(items.map((i) => [i.title, i.signedCount, i.joinedCount])).toEqual([
      ['Signed card', 2, 0],
      ['Money only', 0, 0],
    ]);
  });

  it("answers 404 for another organiser's collection", async () => {
    const owner = await signUpOrganiser(app());
    const other = await signUpOrganiser(app());
    const created = organiserCollectionSchema.parse((await create(owner.headers, form())).json());
    const url = organiserCollectionPath(created.guid);
    expect((await app().inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(404);
    expect((await app().inject({ method: 'PUT', url, headers: other.headers, payload: form() })).statusCode).toBe(404);
    const list = collectionListResponseSchema.parse((await app().inject({ method: 'GET', url: ORGANISER_COLLECTION_PATHS.list, headers: other.headers })).json());
    expect(list.total).toBe(0);
  });

  it('uploads a picture that a collection may then use', async () => {
    const { headers } = await signUpOrganiser(app());
    const png = ONE_PIXEL_PNG;
    const res = await app().inject({ method: 'POST', url: ORGANISER_COLLECTION_PATHS.uploadImage, headers: { ...headers, 'content-type': 'image/png' }, payload: png });
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrl } = res.json();
    expect(imageUrl).toMatch(/^\/api\/groupcard\/images\/.+\.png$/);
    const created = await create(headers, form({ imageUrl }));
    expect(created.statusCode).toBe(201);
    expect((await app().inject({ method: 'GET', url: imageUrl })).statusCode).toBe(200);

    const bad = await app().inject({ method: 'POST', url: ORGANISER_COLLECTION_PATHS.uploadImage, headers: { ...headers, 'content-type': 'image/png' }, payload: Buffer.from('nope') });
    expect(bad.statusCode).toBe(400);
  });
});
