import { collectErrorMessages, CSRF_COOKIE, CSRF_HEADER, errorReaction } from '@groupgift/domain';
import { appStatus } from './app-status';
import { config } from './config';
import { i18n } from './i18n';
import { newTraceparent } from './traceparent';

/**
 * What a call's answer is checked with: a zod schema (the organiser's routes) or a validator generated
 * from one (the contributor's, which load no zod; decision 175).
 */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: readonly unknown[] } };
}

/** SPEC §8: the text shown when nothing more specific is known. */
export const genericErrorText = () => i18n.t('shared:error.generic');

/** The contract's paths carry the `/api` prefix; the client adds its own configurable base URL. */
export function contractPath(path: string): string {
  return path.startsWith('/api/') ? path.slice(4) : path;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string[]>;
  readonly data: unknown;

  constructor(options: { name: string; status: number; code: string; message: string; fieldErrors?: Record<string, string[]>; data?: unknown }) {
    super(options.message);
    this.name = options.name;
    this.status = options.status;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors ?? {};
    this.data = options.data;
  }
}

export interface RequestOptions<T> {
  /** The call's name: validation errors are recorded under it (SPEC §8). */
  name: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Parse the response with the contract schema so a changed server is caught at the edge. */
  schema?: AnswerSchema<T>;
  /** Adds the API key header (SPEC §7: "adds an API key header for some calls"). */
  withApiKey?: boolean;
  /** Overrides the base URL, for the calls the spec gives a separate base path. */
  baseUrl?: string;
  apiKey?: string;
  /**
   * How a failure reaches the user. 'toast' (default) raises the general error; 'silent' only logs
   * (the magic writer report and availability calls); 'caller' leaves it entirely to the caller
   * (payments, uploads with their own states).
   */
  errorMode?: 'toast' | 'silent' | 'caller';
  /** A 401 is an answer here (log-in, the session probe), not an ended session to log in again from. */
  ignoreUnauthorized?: boolean;
  signal?: AbortSignal;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The session's CSRF token from its readable cookie; sent back in a header on writes (decision 060). */
function csrfToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${CSRF_COOKIE}=`;
  const found = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

function withCsrf(method: string, headers: Record<string, string>): Record<string, string> {
  const token = UNSAFE_METHODS.has(method) ? csrfToken() : undefined;
  return token ? { ...headers, [CSRF_HEADER]: token } : headers;
}

let unauthorizedHandler: ((error: ApiError) => void) | null = null;

/**
 * Who reacts to a 401 (an organiser session that ended), whatever the call's errorMode: the organiser
 * session module sends the user to log in again. Calls marked ignoreUnauthorized are left alone.
 */
export function setUnauthorizedHandler(handler: ((error: ApiError) => void) | null): void {
  unauthorizedHandler = handler;
}

function buildUrl(base: string, path: string, query: RequestOptions<unknown>['query']): string {
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function readEnvelope(data: unknown): { code: string; fieldErrors: Record<string, string[]> } {
  if (data && typeof data === 'object' && 'error' in data) {
    const error = (data as { error: unknown }).error;
    if (error && typeof error === 'object') {
      const record = error as { code?: unknown; details?: { fieldErrors?: unknown } };
      const fieldErrors = record.details?.fieldErrors;
      return {
        code: typeof record.code === 'string' ? record.code : 'error',
        fieldErrors: fieldErrors && typeof fieldErrors === 'object' ? (fieldErrors as Record<string, string[]>) : {},
      };
    }
  }
  return { code: 'error', fieldErrors: {} };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function report(error: ApiError, mode: RequestOptions<unknown>['errorMode'], ignoreUnauthorized = false): void {
  if (error.status === 401 && unauthorizedHandler && !ignoreUnauthorized) {
    unauthorizedHandler(error);
    return;
  }
  if (mode === 'caller') return;
  const reaction = errorReaction(error.status);
  if (reaction === 'validation') {
    appStatus.setValidationErrors(error.name, error.fieldErrors);
    // A 400 without field errors has nowhere to show on a form, so it goes to the toast.
    if (Object.keys(error.fieldErrors).length > 0 || mode === 'silent') return;
  }
  if (reaction === 'log-only' || mode === 'silent') {
    // Boot calls handle their own 404 (SPEC §8: they go to the error page).
    console.warn(`[api] ${error.name} failed with ${error.status}: ${error.message}`);
    return;
  }
  appStatus.showError(error.message || genericErrorText());
}

/** The one wrapper every call goes through (SPEC §7). */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T>): Promise<T> {
  // Each request starts its own trace, which the server continues (decision 154).
  const headers: Record<string, string> = { Accept: 'application/json', traceparent: newTraceparent(), ...options.headers };
  const hasBody = options.body !== undefined && !(options.body instanceof Blob) && !(options.body instanceof FormData);
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (options.withApiKey) {
    const key = options.apiKey ?? config.apiKey;
    if (key) headers['X-Api-Key'] = key;
  }
  const url = buildUrl(options.baseUrl ?? config.apiBaseUrl, path, options.query);
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: withCsrf(method, headers),
      body: options.body === undefined ? undefined : hasBody ? JSON.stringify(options.body) : (options.body as BodyInit),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const error = new ApiError({ name: options.name, status: 0, code: 'network', message: genericErrorText() });
    report(error, options.errorMode);
    throw error;
  }
  const data = await readBody(response);
  if (!response.ok) {
    const envelope = readEnvelope(data);
    const error = new ApiError({
      name: options.name,
      status: response.status,
      code: envelope.code,
      message: collectErrorMessages(data)[0],
      fieldErrors: envelope.fieldErrors,
      data,
    });
    report(error, options.errorMode, options.ignoreUnauthorized);
    throw error;
  }
  if (options.schema) {
    const parsed = options.schema.safeParse(data);
    if (!parsed.success) {
      const error = new ApiError({ name: options.name, status: response.status, code: 'invalid_response', message: genericErrorText(), data });
      console.error(`[api] ${options.name} returned an unexpected shape`, parsed.error.issues);
      report(error, options.errorMode);
      throw error;
    }
    return parsed.data;
  }
  return data as T;
}

/**
 * Uploads a file as the raw request body with progress events. XMLHttpRequest rather than fetch
 * because fetch cannot report upload progress; errors follow the same rules as apiRequest.
 */
export function apiUpload<T>(
  path: string,
  file: Blob,
  options: {
    name: string;
    onProgress?: (fraction: number) => void;
    schema?: AnswerSchema<T>;
    query?: RequestOptions<T>['query'];
    signal?: AbortSignal;
    /** Extra request headers (e.g. the file's name); Content-Type comes from the file unless given here. */
    headers?: Record<string, string>;
  },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(config.apiBaseUrl, path, options.query));
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('traceparent', newTraceparent());
    for (const [name, value] of Object.entries(withCsrf('POST', options.headers ?? {}))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.onerror = () => reject(new ApiError({ name: options.name, status: 0, code: 'network', message: genericErrorText() }));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    xhr.onload = () => {
      let data: unknown = xhr.responseText;
      try {
        data = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        // keep the text
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const envelope = readEnvelope(data);
        if (xhr.status === 401) unauthorizedHandler?.(new ApiError({ name: options.name, status: 401, code: envelope.code, message: i18n.t('shared:error.sessionExpired') }));
        reject(
          new ApiError({
            name: options.name,
            status: xhr.status,
            code: envelope.code,
            message: collectErrorMessages(data)[0],
            fieldErrors: envelope.fieldErrors,
            data,
          }),
        );
        return;
      }
      if (options.schema) {
        const parsed = options.schema.safeParse(data);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError({ name: options.name, status: xhr.status, code: 'invalid_response', message: genericErrorText(), data }));
        return;
      }
      resolve(data as T);
    };
    xhr.send(file);
  });
}
