import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiError, setUnauthorizedHandler } from './api-client';
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
    await expect(apiRequest('/x', { name: 'x' })).rejects.toMatchObject({ message: 'Sorry, something went wrong...' });
    expect(appStatus.get().currentError).toBe('Sorry, something went wrong...');
  });

  it('leaves the reaction to the caller when asked', async () => {
    vi.stubGlobal('fetch', respond(502, { message: 'upstream' }));
    await expect(apiRequest('/x', { name: 'x', errorMode: 'caller' })).rejects.toMatchObject({ message: 'upstream' });
    expect(appStatus.get().currentError).toBeNull();
  });
});

describe('apiRequest and the organiser session', () => {
  // A fresh Response per call: a body can be read only once.
  const respondEach = (status: number, body: unknown) =>
    vi.fn().mockImplementation(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  afterEach(() => {
    document.cookie = 'gg_csrf=; max-age=0; path=/';
    setUnauthorizedHandler(null);
  });

  it('sends the CSRF cookie back in x-csrf-token on writes only', async () => {
    document.cookie = 'gg_csrf=token-123; path=/';
    const fetchMock = respondEach(200, {});
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/w', { name: 'w', method: 'PUT', body: {} });
    await apiRequest('/r', { name: 'r' });
    const headersOf = (call: number) => (fetchMock.mock.calls[call] as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headersOf(0)['x-csrf-token']).toBe('token-123');
    expect(headersOf(1)['x-csrf-token']).toBeUndefined();
  });

  it('starts a trace of its own for each request with a W3C traceparent (decision 154)', async () => {
    const fetchMock = respondEach(200, {});
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/a', { name: 'a' });
    await apiRequest('/b', { name: 'b', method: 'POST', body: {} });
    const sent = [0, 1].map((call) => ((fetchMock.mock.calls[call] as [string, RequestInit])[1].headers as Record<string, string>).traceparent);
    for (const header of sent) expect(header).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(sent[0]!.slice(3, 35)).not.toBe(sent[1]!.slice(3, 35));
  });

  it('hands a 401 to the session handler instead of the toast, unless the call expects one', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    appStatus.reset();
    vi.stubGlobal('fetch', respondEach(401, { error: { code: 'unauthorized', message: 'Your session has expired. Please log in again.' } }));
    await expect(apiRequest('/x', { name: 'x', errorMode: 'caller' })).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(appStatus.get().currentError).toBeNull();
    await expect(apiRequest('/login', { name: 'logIn', errorMode: 'caller', ignoreUnauthorized: true })).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
