// Free of zod, so the browser's contributor routes read it without loading the schemas (decision 175).

/** The readable cookie the SPA copies into the `x-csrf-token` header on writes. */
export const CSRF_COOKIE = 'gg_csrf';

export const CSRF_HEADER = 'x-csrf-token';
