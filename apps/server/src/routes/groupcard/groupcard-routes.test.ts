import { describe, expect, it } from 'vitest';
import { AU, UNKNOWN_GUID, US } from '../../../test/demo-guids';
import { useTestApp } from '../../../test/use-test-app';

const { app } = useTestApp();
const get = (url: string) => app().inject({ method: 'GET', url });

describe('GET /api/groupcard/GetGroupCard', () => {
  it('returns the cover and every message with its derived fields, without signers\u2019 emails', async () => {
    const res = await get(`/api/groupcard/GetGroupCard?collection=${US(3)}`);
    expect(res.statusCode).toBe(200);
    const card = res.json();
    expect(card.coverPage).toMatchObject({ coverType: 2, title: 'Farewell, Sam', textAlign: 'center' });
    expect(card.messages.map((m: { from: string }) => m.from)).toEqual([
      'Alice Nguyen',
      'Ben Carter',
      'Chloe Martin',
    ]);
    for (const m of card.messages) {
      expect(m.isEditActive).toBe(true);
      expect(m.gcid).toBe(m.id);
      expect(m.logid).toBe(m.id);
      expect(m.picUrl).toBe(m.imageURL);
      expect(m.email).toBeNull();
      expect(m).not.toHaveProperty('editTokenHash');
    }
  });

  it('serves covers of types 1, 2 and 3 and the kids-birthday placeholder title', async () => {
    const types = await Promise.all(
      [2, 3, 4].map(
        async (nn) =>
          (await get(`/api/groupcard/GetGroupCard?collection=${AU(nn)}`)).json().coverPage.coverType,
      ),
    );
    expect(types).toEqual([1, 2, 3]);
    const pgc = (await get(`/api/groupcard/GetGroupCard?collection=${US(5)}`)).json();
    expect(pgc.coverPage).toMatchObject({ className: 'level-achieved', title: 'your title here' });
    expect(pgc.messages).toEqual([]);
  });

  it('answers 404 for a collection without a card, an unknown or a deleted collection', async () => {
    for (const id of [US(1), UNKNOWN_GUID, US(10)]) {
      const res = await get(`/api/groupcard/GetGroupCard?collection=${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('answers 400 for a malformed id', async () => {
    const res = await get('/api/groupcard/GetGroupCard?collection=123');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toHaveProperty('collection');
  });
});

describe('card and invitation html', () => {
  it('returns the invitation html by collectionId (the collection guid)', async () => {
    const res = await get(`/api/groupcard/GetInvitationHtml?collectionId=${US(1)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().invitationHtml).toContain("Sam's retirement gift");
  });

  it('returns null card html when the card is drawn from its cover', async () => {
    const res = await get(`/api/groupcard/GetCardHtml?collection=${US(3)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ invitationHtml: null });
  });

  it('rejects the wrong query name with a field error', async () => {
    const res = await get(`/api/groupcard/GetInvitationHtml?collection=${US(1)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toHaveProperty('collectionId');
  });
});
