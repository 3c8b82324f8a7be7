import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Route = Parameters<FastifySerializerCompiler<ZodType>>[0];

/**
 * Responses are written by fast-json-stringify, compiled once per route from the JSON schema of
 * the route's zod response schema (what Fastify does for JSON-schema routes), instead of
 * fastify-type-provider-zod's serializer, which runs zod's parse on every answer and then
 * JSON.stringify: about 1 µs against 11 for the status answer
 * (docs/decisions/080-per-request-cost-log-serializers-headers.md). Like
 * zod's, the compiled writer sends only the schema's properties. A schema JSON Schema cannot
 * describe (a transform, a date) keeps zod's serializer.
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = (route: Route) => {
  const compiled = compileFromJsonSchema(route.schema);
  return compiled ?? zodSerializerCompiler(route);
};

function compileFromJsonSchema(schema: ZodType): ((data: unknown) => string) | null {
  let jsonSchema: Record<string, unknown>;
  try {
    jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    }) as Record<string, unknown>;
  } catch {
    return null;
  }
  return fastJson(jsonSchema) as (data: unknown) => string;
}
