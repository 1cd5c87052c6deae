import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { bulkUploadRoutes } from './bulk-upload-routes';

describe('bulk upload routes', () => {
  it('clear the journey keys an earlier contributor page left, even when its modules are not loaded (SPEC §4)', async () => {
    // As a contributor journey leaves things: the value and the note of its key.
    localStorage.setItem('gg:collection', '{"collectionGuid":"x"}');
    sessionStorage.setItem('gg:pathway-session', '{}');
    localStorage.setItem('gg:journey-keys', JSON.stringify(['local:gg:collection', 'session:gg:pathway-session']));
    localStorage.setItem('gg:edit-tokens', '{"1":"secret"}');
    const route = bulkUploadRoutes[0]?.children?.find((r) => r.path === '/bulkupload/:id/payee-details');
    const loader = route?.loader;
    if (typeof loader !== 'function') throw new Error('no loader');
    const request = new Request('http://localhost/bulkupload/10000000-0000-4000-8000-000000000007/payee-details');
    // Signed out here: the loader answers a redirect to log in, after clearing.
    await Promise.resolve(loader({ request, params: {}, context: {} } as LoaderFunctionArgs)).catch((thrown: unknown) => thrown);
    expect(localStorage.getItem('gg:collection')).toBeNull();
    expect(sessionStorage.getItem('gg:pathway-session')).toBeNull();
    expect(localStorage.getItem('gg:journey-keys')).toBeNull();
    // Not journey state: kept.
    expect(localStorage.getItem('gg:edit-tokens')).toBe('{"1":"secret"}');
  });
});
