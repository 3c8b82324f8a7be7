// Generated requests for every route, derived from the JSON Schemas of the app's OpenAPI
// document (fuzz-routes.ts; zod's own, from the schemas in common/): valid bodies,
// then mutated (fields dropped, wrong types, huge strings, NULs, junk added), raw bodies that
// are not JSON, and malformed multipart forms. Used by the integration suite's fuzz test
// (a few hundred per route) and by scripts/fuzz.ts (10,000 requests, counts per status).
import type { FuzzRoute } from './fuzz-routes';

/** A small seeded generator (mulberry32): a failing run can be repeated exactly. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof seededRandom>;

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  default?: unknown;
  format?: string;
};

const WORDS = ['the', 'text', 'Redraft', 'résumé', '東京', 'naïve', '😀', 'a.', 'B,', '\n\n'];
const NASTY = [
  '\u0000',
  'a\u0000b',
  '\u202e',
  '\ud800',
  '<script>alert(1)</script>',
  '{{7*7}}',
  "'; DROP TABLE users; --",
  '../../etc/passwd',
  '%00',
  '\r\nX-Injected: 1',
  '"',
  '\\',
  ' ',
  '',
];

function randomText(random: Random, max: number): string {
  const mode = random.int(6);
  if (mode === 0) return random.pick(NASTY);
  if (mode === 1) {
    // A huge run: letters without spaces, or words.
    const length = Math.max(1, random.int(max));
    return random.chance(0.5)
      ? 'x'.repeat(length)
      : Array.from({ length: Math.ceil(length / 6) }, () => random.pick(WORDS))
          .join(' ')
          .slice(0, max);
  }
  const words = Array.from({ length: 1 + random.int(40) }, () => random.pick(WORDS));
  if (random.chance(0.2)) words.splice(random.int(words.length), 0, random.pick(NASTY));
  return words.join(' ').slice(0, max);
}

/** A value the schema accepts, mostly (refinements are not known to JSON Schema). */
export function validValue(
  schema: JsonSchema,
  random: Random,
  maxString: number,
  depth = 0,
): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return validValue(random.pick(options), random, maxString, depth + 1);
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], random, maxString, depth + 1);
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type;
  switch (type) {
    case 'string': {
      const max = Math.min(schema.maxLength ?? maxString, maxString);
      let text = randomText(random, max);
      if (text.length < (schema.minLength ?? 0)) text = text.padEnd(schema.minLength ?? 0, 'x');
      return text.slice(0, max);
    }
    case 'number':
    case 'integer': {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 1000;
      const value = min + random.next() * (max - min);
      return type === 'integer' ? Math.round(value) : value;
    }
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      if (depth > 4 || !schema.items) return [];
      const length = random.int(Math.min(schema.maxItems ?? 4, 4) + 1);
      return Array.from({ length }, () => validValue(schema.items!, random, maxString, depth + 1));
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(name) || random.chance(0.6)) {
          value[name] = validValue(property, random, maxString, depth + 1);
        }
      }
      const names = schema.propertyNames?.enum;
      if (names && typeof schema.additionalProperties === 'object') {
        for (let i = random.int(3); i > 0; i--) {
          value[String(random.pick(names))] = validValue(
            schema.additionalProperties,
            random,
            maxString,
            depth + 1,
          );
        }
      }
      return value;
    }
    default:
      return randomText(random, 50);
  }
}

const WRONG_TYPES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  -0,
  '',
  'string',
  [],
  [1, 2],
  {},
  { nested: { deeper: [null] } },
];

/** The valid value, then broken in one or more ways. */
function mutate(value: unknown, random: Random, maxString: number): unknown {
  if (random.chance(0.1)) return random.pick(WRONG_TYPES);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    if (typeof value === 'string' && random.chance(0.5)) {
      return random.chance(0.5) ? `${value}\u0000` : 'y'.repeat(random.int(maxString) + 1);
    }
    return random.chance(0.5) ? random.pick(WRONG_TYPES) : value;
  }
  const object = { ...(value as Record<string, unknown>) };
  const keys = Object.keys(object);
  for (let times = 1 + random.int(3); times > 0; times--) {
    const key = keys.length > 0 ? random.pick(keys) : 'field';
    switch (random.int(6)) {
      case 0:
        delete object[key];
        break;
      case 1:
        object[key] = random.pick(WRONG_TYPES);
        break;
      case 2:
        object[key] = mutate(object[key], random, maxString);
        break;
      case 3:
        object[random.pick(['__proto__', 'constructor', 'extra', 'x'.repeat(300), '\u0000'])] =
          random.pick(WRONG_TYPES);
        break;
      case 4:
        object[key] =
          typeof object[key] === 'number'
            ? random.pick([Number.NaN, -1, 1e21])
            : `${String(object[key])}\u0000`;
        break;
      default:
        object[key] = Array.from({ length: 50 }, () => random.pick(WRONG_TYPES));
    }
  }
  return object;
}

const RAW_BODIES = [
  '',
  '{',
  '{"text": ',
  'null',
  '[]',
  '"just a string"',
  '{"text": "a"}'.repeat(3),
  '\u0000',
  '{"text": "\\ud800"}',
  `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
  '{"__proto__": {"admin": true}}',
];
const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'multipart/form-data',
  'application/octet-stream',
];

export interface FuzzRequest {
  route: FuzzRoute;
  init: RequestInit;
}

function jsonRequest(route: FuzzRoute, body: unknown): FuzzRequest {
  let text: string;
  try {
    text = JSON.stringify(body) ?? 'null';
  } catch {
    text = '{}';
  }
  return {
    route,
    init: { method: route.method, headers: { 'content-type': 'application/json' }, body: text },
  };
}

const BOUNDARY = 'fuzzboundary';
const FILE_BYTES: Uint8Array[] = [
  new Uint8Array(0),
  new TextEncoder().encode('Plain text in a file.'),
  new TextEncoder().encode('%PDF-1.4\n%broken'),
  Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), // a zip's start
  Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), // PNG, cut
  Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0]), // WebM, cut
  Uint8Array.from([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x41, 0x56, 0x45]), // RIFF WAVE
];

function multipartRequest(route: FuzzRoute, random: Random): FuzzRequest {
  const field = random.chance(0.8) ? route.fileField! : random.pick(['file', '', 'x'.repeat(500)]);
  const filename = random.pick(['a.txt', 'a\u0000.pdf', '../../x', '', 'é.docx', 'x'.repeat(1000)]);
  const bytes = random.pick(FILE_BYTES);
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${random.pick(['text/plain', 'application/pdf', 'audio/webm', 'image/png', ''])}\r\n\r\n`;
  const extra = random.chance(0.3)
    ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${random.pick(['engine', 'enhanceMath', 'x'])}"\r\n\r\n${random.pick(NASTY)}\r\n`
    : '';
  let body: Uint8Array = Buffer.concat([
    Buffer.from(extra),
    Buffer.from(head),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  let contentType = `multipart/form-data; boundary=${BOUNDARY}`;
  switch (random.int(6)) {
    case 0:
      body = body.subarray(0, random.int(body.length)); // cut short
      break;
    case 1:
      contentType = 'multipart/form-data'; // no boundary
      break;
    case 2:
      contentType = `multipart/form-data; boundary=${'b'.repeat(100)}`; // a boundary not in the body
      break;
    case 3:
      body = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition\r\n\r\n\r\n--${BOUNDARY}--`);
      break;
    default:
      break; // a well-formed form with odd content
  }
  return {
    route,
    init: {
      method: route.method,
      headers: { 'content-type': contentType },
      body: Buffer.from(body),
    },
  };
}

/** One generated request for the route. */
export function fuzzRequest(route: FuzzRoute, random: Random): FuzzRequest {
  const roll = random.next();
  if (route.fileField && (!route.schema || roll < 0.6)) return multipartRequest(route, random);
  if (roll < 0.12) {
    return {
      route,
      init: {
        method: route.method,
        headers: { 'content-type': random.pick(CONTENT_TYPES) },
        body: random.pick(RAW_BODIES),
      },
    };
  }
  const valid = validValue(route.schema ?? { type: 'object' }, random, route.maxString);
  return jsonRequest(route, roll < 0.4 ? valid : mutate(valid, random, route.maxString));
}

export interface FuzzResult {
  /** Answers per route (its label) and status; 0 counts requests that got no answer in time. */
  counts: Record<string, Record<number, number>>;
  /** Per route: the slowest answer and the sum of answer times, in ms. */
  times: Record<string, { max: number; total: number }>;
  /** The requests answered 5xx (other than a provider's documented 502/503) or not at all. */
  failures: { route: string; status: number; body: string; sent: string }[];
  requests: number;
  ms: number;
}

/**
 * 502 and 503 are the documented answers of a route whose provider is missing or failing;
 * any other 5xx (above all 500) is a defect.
 */
export const PROVIDER_STATUSES = new Set([502, 503]);

/** Sends `perRoute` generated requests to every route, `concurrency` at a time. */
export async function runFuzz(
  baseUrl: string,
  routes: readonly FuzzRoute[],
  options: {
    perRoute: number;
    concurrency: number;
    seed: number;
    timeoutMs: number;
    /** The suite's short run: routes with a `suiteShare` get that share of `perRoute`. */
    shares?: boolean;
  },
): Promise<FuzzResult> {
  const random = seededRandom(options.seed);
  const queue: FuzzRequest[] = [];
  for (let i = 0; i < options.perRoute; i++) {
    for (const route of routes) {
      const share = options.shares ? (route.suiteShare ?? 1) : 1;
      if (i < options.perRoute * share) queue.push(fuzzRequest(route, random));
    }
  }
  const counts: FuzzResult['counts'] = {};
  const times: FuzzResult['times'] = {};
  const failures: FuzzResult['failures'] = [];
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const request = queue[next++]!;
      let status = 0;
      let body = '';
      const sentAt = performance.now();
      try {
        const response = await fetch(new URL(request.route.path, baseUrl), {
          ...request.init,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        status = response.status;
        body = (await response.text()).slice(0, 300);
      } catch (error) {
        body = error instanceof Error ? error.message : String(error);
      }
      const took = performance.now() - sentAt;
      const label = request.route.label;
      times[label] ??= { max: 0, total: 0 };
      const time = times[label]!;
      time.max = Math.max(time.max, Math.round(took));
      time.total += took;
      counts[label] ??= {};
      const byStatus = counts[label]!;
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      if (status === 0 || (status >= 500 && !PROVIDER_STATUSES.has(status))) {
        const sent = request.init.body;
        failures.push({
          route: label,
          status,
          body,
          sent: (typeof sent === 'string' ? sent : `<${(sent as Uint8Array).length} bytes>`).slice(
            0,
            300,
          ),
        });
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return {
    counts,
    times,
    failures,
    requests: queue.length,
    ms: Math.round(performance.now() - started),
  };
}
