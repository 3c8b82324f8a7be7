// The routes the fuzzer sends requests to, read from the app's OpenAPI document (the one
// server/openapi/ derives from the registered routes): every operation that takes a body, with
// its JSON body's schema and its multipart file field. A new route is fuzzed without a list to
// edit; only the routes that need gentler settings are named here.
import type { JsonSchema } from './fuzz';

export interface FuzzRoute {
  method: string;
  /** The path requested: path parameters filled in (`/api/library/styles/1/documents`). */
  path: string;
  /** `POST /api/library/styles/1/documents`: what the counts and failures are filed under. */
  label: string;
  /** The JSON body's schema; multipart routes name their file field instead (or as well). */
  schema?: JsonSchema;
  fileField?: string;
  /**
   * The longest string generated. The document writers and the local detector do real work
   * per character (their own limits are another change's), so they get shorter strings,
   * which keeps the run within its time.
   */
  maxString: number;
  /**
   * The share of the per-route count this route gets in the suite's short run: a valid login
   * or registration hashes a password at OWASP's cost (128 MB and a third of a second of CPU,
   * on the thread pool everything else waits for), and the offline voice speaks its text; the
   * 10,000-request script sends every route its full share.
   */
  suiteShare?: number;
}

const LONG = 60_000;
const SHORT = 1_500;

/** The routes that need gentler settings, by their OpenAPI operation (`POST /api/tts`). */
const TUNING: Record<string, Pick<FuzzRoute, 'maxString' | 'suiteShare'>> = {
  'POST /api/auth/register': { maxString: LONG, suiteShare: 0.1 },
  'POST /api/auth/login': { maxString: LONG, suiteShare: 0.1 },
  'POST /api/detect-ai': { maxString: SHORT },
  'POST /api/generate-assessment-report': { maxString: SHORT },
  'POST /api/generate-document': { maxString: SHORT },
  'POST /api/export/latex': { maxString: SHORT },
  'POST /api/tts': { maxString: 80, suiteShare: 0.25 },
  'POST /api/library/style-match': { maxString: SHORT },
  'POST /api/gpt-bypass/analyze-text': { maxString: SHORT },
};

/**
 * Path parameters whose ids are not numbers: the humanizer's jobs are UUIDs, and another id is
 * refused before the database is asked. Any other parameter gets `1`.
 */
const PATH_VALUES: Record<string, string> = { jobId: '00000000-0000-4000-8000-000000000000' };

/** The parts of an OpenAPI 3.1 document read here. */
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

/**
 * Every operation of the document that takes a body. A path parameter with an enum (the
 * library's `kind`) gives one route per value; any other an id no row has (PATH_VALUES), so
 * the route answers after validating the body, as for a stranger's id.
 */
export function fuzzRoutesFrom(document: OpenApiDocument): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const [template, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const content = operation.requestBody?.content;
      if (!content) continue;
      const json = content['application/json']?.schema;
      const form = content['multipart/form-data']?.schema;
      const fileField = Object.entries(form?.properties ?? {}).find(
        ([, property]) => property.format === 'binary',
      )?.[0];
      const tuning = TUNING[`${method.toUpperCase()} ${template}`] ?? { maxString: LONG };
      for (const path of concretePaths(template, operation.parameters ?? [])) {
        routes.push({
          method: method.toUpperCase(),
          path,
          label: `${method.toUpperCase()} ${path}`,
          ...(json && { schema: json }),
          ...(fileField && { fileField }),
          ...tuning,
        });
      }
    }
  }
  return routes;
}

function concretePaths(
  template: string,
  parameters: NonNullable<OpenApiOperation['parameters']>,
): string[] {
  let paths = [template];
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    const values = (parameter.schema?.enum ?? [PATH_VALUES[parameter.name] ?? '1']).map(String);
    paths = paths.flatMap((path) =>
      values.map((value) => path.replace(`{${parameter.name}}`, encodeURIComponent(value))),
    );
  }
  return paths;
}

/** The routes of the server at `baseUrl`, from its own OpenAPI document. */
export async function fetchFuzzRoutes(baseUrl: string): Promise<FuzzRoute[]> {
  const response = await fetch(new URL('/api/openapi.json', baseUrl));
  if (!response.ok) throw new Error(`/api/openapi.json answered ${response.status}`);
  const routes = fuzzRoutesFrom((await response.json()) as OpenApiDocument);
  if (routes.length === 0) throw new Error('The OpenAPI document lists no route with a body');
  return routes;
}
