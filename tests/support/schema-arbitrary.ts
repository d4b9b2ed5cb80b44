import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
};

/** Anything a client could send: any text (control characters and lone surrogates too), numbers, arrays, nesting. */
export const junk: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.constantFrom('', ' ', '0', '-1', '1e309', 'null', '\u0000', '2024-13-45', '9'.repeat(30)),
    fc.integer(),
    fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 - 1, -(2 ** 63), 1e308, 0.5),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ unit: 'binary', maxLength: 8 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

const SAFE = Number.MAX_SAFE_INTEGER;
const clamp = (n: number | undefined, fallback: number) => (n === undefined ? fallback : Math.max(-SAFE, Math.min(SAFE, n)));

function patterned(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return fc.string();
  }
}

function shaped(schema: JsonSchema): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map(shaped));
  if (schema.allOf?.length) return shaped(schema.allOf[0]);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.pattern) return patterned(schema.pattern);
      return fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 200) });
    case 'integer': {
      const min = clamp(schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined), -SAFE);
      const max = clamp(schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined), SAFE);
      // The bounds themselves are where columns overflow; small numbers are where rows exist.
      const small = fc.integer({ min: Math.max(min, Math.min(-5, max)), max: Math.min(max, Math.max(50, min)) });
      return fc.oneof(small, fc.constantFrom(min, max), fc.integer({ min, max }));
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e300, max: schema.maximum ?? 1e300, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map(valueOf));
      return fc.array(valueOf(schema.items ?? {}), { minLength: schema.minItems ?? 0, maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)) });
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, valueOf(value)]));
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return junk;
  }
}

/** Mostly what the schema asks for (so the request gets past validation into the service and the database), sometimes junk. */
function valueOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary: shaped(schema) }, { weight: 1, arbitrary: junk });
}

/** Values for a zod schema's input, read through its JSON Schema (refinements and transforms are not followed). */
export function schemaArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  return valueOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
}
