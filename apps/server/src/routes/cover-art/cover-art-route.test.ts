import { COVER_ARTS } from '@groupgift/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { coverArtPngPath } from '../../services/cover-art/cover-art-png';

const t = useTestApp();

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

// The delivery mail now shows the card's own composed cover (issue 31): covers-route.test.ts.
// These pictures stay for mails sent before it (decision 110).
describe('GET /api/cover-art/:file', () => {
  it('answers every illustration', async () => {
    for (const art of COVER_ARTS) {
      const res = await t.app().inject({ method: 'GET', url: coverArtPngPath(art) });
      expect(res.statusCode, art).toBe(200);
      expect(res.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE), art).toBe(true);
    }
  });

  it('gives an older mail today’s drawing, cached for a day only', async () => {
    const res = await t.app().inject({ method: 'GET', url: '/api/cover-art/birthday-000000000000.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers 404 for a picture that is not one of ours', async () => {
    for (const file of ['unicorn-0123456789ab.png', 'birthday.svg', '..%2Fsecret.png']) {
      const res = await t.app().inject({ method: 'GET', url: `/api/cover-art/${file}` });
      expect(res.statusCode, file).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});
