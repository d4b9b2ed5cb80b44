import { z } from 'zod';

/**
 * A schema as a JSON body is read with: its number and yes/no fields take only numbers and true/false.
 * The domain's schemas coerce (`z.coerce.number`, `z.coerce.boolean`) because a query string carries
 * only text; a JSON body carries types, and there coercion would take `[1]` for 1 and `{…}` or "false"
 * for true. Dates still come as text in JSON, so they keep coercing. Built once per schema.
 */
export function jsonTwin<S extends z.ZodType>(schema: S): S {
  let twin = twins.get(schema);
  if (!twin) {
    twin = strict(schema);
    const meta = z.globalRegistry.get(schema);
    if (meta && twin !== schema) z.globalRegistry.add(twin, meta);
    twins.set(schema, twin);
  }
  return twin as S;
}

const twins = new WeakMap<z.ZodType, z.ZodType>();

type Def = Record<string, unknown> & { type: string };
const twinOf = (value: unknown) => jsonTwin(value as z.ZodType);

/** The shape's twins, each made when first read: a recursive schema's shape refers to itself through getters. */
function lazyShape(shape: Record<string, unknown>) {
  const twinShape = {};
  for (const key of Object.keys(shape)) Object.defineProperty(twinShape, key, { enumerable: true, get: () => twinOf(shape[key]) });
  return twinShape;
}

/** The schema with every coercion of a number or a boolean under it turned off (unchanged where there is none). */
function strict(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as unknown as Def;
  const clone = (changes: Partial<Def>) => schema.clone({ ...def, ...changes } as never);
  switch (def.type) {
    case 'number':
    case 'boolean':
    case 'bigint':
      return def.coerce ? clone({ coerce: false }) : schema;
    case 'object':
      return clone({ shape: lazyShape(def.shape as Record<string, unknown>), catchall: def.catchall && twinOf(def.catchall) });
    case 'array':
      return clone({ element: twinOf(def.element) });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return clone({ innerType: twinOf(def.innerType) });
    case 'pipe':
      return clone({ in: twinOf(def.in), out: twinOf(def.out) });
    case 'union':
      return clone({ options: (def.options as unknown[]).map(twinOf) });
    case 'intersection':
      return clone({ left: twinOf(def.left), right: twinOf(def.right) });
    case 'record':
      return clone({ valueType: twinOf(def.valueType) });
    case 'tuple':
      return clone({ items: (def.items as unknown[]).map(twinOf), rest: def.rest && twinOf(def.rest) });
    case 'lazy': {
      const getter = def.getter as () => unknown;
      return clone({ getter: () => twinOf(getter()) });
    }
    default:
      return schema;
  }
}
