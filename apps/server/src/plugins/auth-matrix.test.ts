import { describe, expect, it } from 'vitest';
import { signUpOrganiser } from '../../test/organiser-session';
import { useTestApp } from '../../test/use-test-app';
import { listOrganiserRoutes } from './auth';

/*
 * Authorisation sweep: every route tagged 'organiser' (whoever added it) must refuse an anonymous
 * caller with 401, and a cookie-authenticated write without the CSRF header with 403. The list is
 * collected by the auth plugin as routes register, so new routes are swept without editing this file.
 */
const { app } = useTestApp();
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Path parameters get plausible values; the check happens before any validation or lookup.
function concrete(url: string): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => (/id$/i.test(name) ? '00000000-0000-4000-8000-000000000000' : 'x'));
}

describe('organiser route authorisation', () => {
  it('finds the organiser routes', () => {
    const routes = listOrganiserRoutes(app());
    // Fails loudly if the collection broke: a sweep over nothing would pass silently.
    expect(routes.length).toBeGreaterThanOrEqual(5);
  });

  it('answers 401 to an anonymous caller on every organiser route', async () => {
    const failures: string[] = [];
    for (const route of listOrganiserRoutes(app())) {
      const response = await app().inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        ...(UNSAFE.has(route.method) ? { payload: {} } : {}),
      });
      if (response.statusCode !== 401 || response.json().error?.code !== 'unauthorized') {
        failures.push(`${route.method} ${route.url} answered ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a signed-in write without the CSRF header on every organiser route', async () => {
    const { headers } = await signUpOrganiser(app());
    const failures: string[] = [];
    const writes = listOrganiserRoutes(app()).filter((r) => UNSAFE.has(r.method));
    expect(writes.length).toBeGreaterThan(0);
    for (const route of writes) {
      const response = await app().inject({
        method: route.method as 'POST',
        url: concrete(route.url),
        headers: { cookie: headers.cookie },
        payload: {},
      });
      if (response.statusCode !== 403 || response.json().error?.code !== 'forbidden') {
        failures.push(`${route.method} ${route.url} answered ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
