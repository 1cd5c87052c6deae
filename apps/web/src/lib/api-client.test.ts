import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiError, collectErrorMessages, GENERIC_ERROR_TEXT } from './api-client';
import { appStatus } from './app-status';

function respond(status: number, body: unknown) {
  return vi.fn().mockResolvedValue(new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('prefixes the base URL, sends JSON and the API key header when asked', async () => {
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/things', { name: 'things', method: 'POST', body: { a: 1 }, withApiKey: true, apiKey: 'k-123', query: { x: 'y', skip: undefined } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/things?x=y');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect((init.headers as Record<string, string>)['X-Api-Key']).toBe('k-123');
    expect(init.body).toBe('{"a":1}');
  });

  it('records 400 field errors as validation errors under the call name, without a toast', async () => {
    vi.stubGlobal('fetch', respond(400, { error: { code: 'validation_failed', message: 'Bad', details: { fieldErrors: { from: ['This field is required'] } } } }));
    await expect(apiRequest('/x', { name: 'storeGroupCard' })).rejects.toBeInstanceOf(ApiError);
    expect(appStatus.get().validationErrors.storeGroupCard).toEqual({ from: ['This field is required'] });
    expect(appStatus.get().currentError).toBeNull();
  });

  it('shows other failures in the toast with the server message', async () => {
    vi.stubGlobal('fetch', respond(500, { error: { code: 'internal_error', message: 'The server could not process the request.' } }));
    await expect(apiRequest('/x', { name: 'x' })).rejects.toMatchObject({ status: 500 });
    expect(appStatus.get().currentError).toBe('The server could not process the request.');
  });

  it('only logs a 404 from a general call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', respond(404, { error: { code: 'not_found', message: 'Gone' } }));
    await expect(apiRequest('/x', { name: 'x' })).rejects.toMatchObject({ status: 404 });
    expect(appStatus.get().currentError).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('falls back to the generic text when the response says nothing useful', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/x', { name: 'x' })).rejects.toMatchObject({ message: GENERIC_ERROR_TEXT });
    expect(appStatus.get().currentError).toBe('Sorry, something went wrong...');
  });

  it('leaves the reaction to the caller when asked', async () => {
    vi.stubGlobal('fetch', respond(502, { message: 'upstream' }));
    await expect(apiRequest('/x', { name: 'x', errorMode: 'caller' })).rejects.toMatchObject({ message: 'upstream' });
    expect(appStatus.get().currentError).toBeNull();
  });
});

describe('collectErrorMessages', () => {
  it('reads strings, lists and the envelope', () => {
    expect(collectErrorMessages('plain')).toEqual(['plain']);
    expect(collectErrorMessages(['a', 'b'])).toEqual(['a', 'b']);
    expect(collectErrorMessages({ error: { message: 'm' } })).toEqual(['m']);
    expect(collectErrorMessages(null, 'fallback')).toEqual(['fallback']);
  });
});
