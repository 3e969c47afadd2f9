import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

// Every response, and every body the response caches keep (lib/response-cache.ts), is written by a
// serializer compiled once per route and status from the route's zod schema turned into JSON Schema
// (fast-json-stringify, decision 0038): it writes only the fields the schema names, in its order, so
// a field a service did not mean to send never leaves, at a fifth of the cost of encoding the
// response with zod and then stringifying it (docs/performance.md).

type SerializerCompiler = FastifySerializerCompiler<unknown>;

/** The route schema's JSON Schema as sent, or undefined when JSON Schema cannot express it (a date). */
function outputJsonSchema(schema: z.ZodType): object | undefined {
  try {
    return z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
  } catch {
    return undefined;
  }
}

/**
 * `checked`: also encode each response with zod, as before, and refuse (a 500, as a zod failure
 * always was) a response the zod schema refuses or that the two write with different values (the
 * keys' order aside): the tests run with it, so every response the suite sees proves the fast
 * serializer writes what zod would and that the schema's checks (integers, enums, refinements) hold.
 */
export function responseSerializer(options: { checked: boolean }): SerializerCompiler {
  return (route) => {
    const viaZod = () => zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const jsonSchema = route.schema instanceof z.ZodType ? outputJsonSchema(route.schema) : undefined;
    // A schema JSON Schema cannot express keeps zod's encoding.
    if (!jsonSchema) return viaZod();
    const fast = fastJson(jsonSchema) as (data: unknown) => string;
    if (!options.checked) return fast;
    const zod = viaZod();
    return (data: unknown) => {
      const expected = zod(data);
      const written = fast(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) throw new Error(`${route.method} ${route.url} ${route.httpStatus}: the fast serializer wrote ${written}, zod ${expected}`);
      return written;
    };
  };
}
