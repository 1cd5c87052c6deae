import { ACCOUNT_PATHS } from '@groupgift/domain';
import { describe, expect, it } from 'vitest';
import { signUpOrganiser } from '../../../test/organiser-session';
import { useTestApp } from '../../../test/use-test-app';

const { app } = useTestApp();

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('organiser profile', () => {
  it('reads and updates names and market; the email stays', async () => {
    const { organiser, headers } = await signUpOrganiser(app(), { market: 'US', firstName: 'Old' });
    const read = await app().inject({ method: 'GET', url: ACCOUNT_PATHS.profile, headers });
    expect(read.json().organiser).toMatchObject({ firstName: 'Old', market: 'US', pictureUrl: null });

    const update = await app().inject({
      method: 'PUT',
      url: ACCOUNT_PATHS.profile,
      headers,
      payload: { firstName: ' Nia ', lastName: 'Moss', market: 'AU', email: 'ignored@example.test' },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().organiser).toMatchObject({ firstName: 'Nia', lastName: 'Moss', market: 'AU', email: organiser.email });
    // The session's view follows.
    const me = await app().inject({ method: 'GET', url: ACCOUNT_PATHS.me, headers });
    expect(me.json().organiser).toMatchObject({ firstName: 'Nia', market: 'AU' });
  });

  it('refuses blank names with the catalogue wording', async () => {
    const { headers } = await signUpOrganiser(app());
    const response = await app().inject({ method: 'PUT', url: ACCOUNT_PATHS.profile, headers, payload: { firstName: '', lastName: 'x', market: 'US' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fieldErrors.firstName).toEqual(['This field is required']);
  });

  it('stores a picture sniffed from its bytes, serves it, and removes it', async () => {
    const { headers } = await signUpOrganiser(app());
    const upload = await app().inject({
      method: 'POST',
      url: ACCOUNT_PATHS.profilePicture,
      headers: { ...headers, 'content-type': 'image/jpeg' },
      payload: PNG,
    });
    expect(upload.statusCode).toBe(200);
    const url: string = upload.json().organiser.pictureUrl;
    expect(url).toMatch(/^\/api\/account\/pictures\/[a-f0-9-]{36}\.png$/);
    const served = await app().inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const removed = await app().inject({ method: 'DELETE', url: ACCOUNT_PATHS.profilePicture, headers });
    expect(removed.json().organiser.pictureUrl).toBeNull();
  });

  it('refuses a file that is not a picture', async () => {
    const { headers } = await signUpOrganiser(app());
    const response = await app().inject({
      method: 'POST',
      url: ACCOUNT_PATHS.profilePicture,
      headers: { ...headers, 'content-type': 'image/png' },
      payload: Buffer.from('<svg onload="alert(1)"></svg>'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Upload failed');
  });
});
