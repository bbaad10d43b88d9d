/** JSON Schema for a zod output schema, checked against OpenAI's strict structured-output rules. */
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

interface OutputJsonSchema {
  schema: JsonSchema;
  /** True when the schema meets strict-mode rules (every object closed, every property required). */
  strict: boolean;
}

/** Keywords strict mode does not accept; their presence downgrades to `strict: false`. */
const UNSUPPORTED_IN_STRICT = new Set([
  'default',
  'patternProperties',
  'propertyNames',
  'if',
  'then',
  'else',
  'not',
]);

/** Converts `schema` with `z.toJSONSchema`, closes objects, and reports whether strict mode can be used. */
export function toOutputJsonSchema(schema: z.ZodType): OutputJsonSchema {
  const raw = z.toJSONSchema(schema, { unrepresentable: 'any' }) as JsonSchema;
  delete raw.$schema;
  const state = { strict: true };
  return { schema: visit(raw, state) as JsonSchema, strict: state.strict };
}

function visit(node: unknown, state: { strict: boolean }): unknown {
  if (Array.isArray(node)) return node.map((item) => visit(item, state));
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node as JsonSchema)) {
    if (UNSUPPORTED_IN_STRICT.has(key)) state.strict = false;
    out[key] = key === 'properties' ? visitProperties(value, state) : visit(value, state);
  }
  if (out.type === 'object' || out.properties !== undefined) {
    const properties = Object.keys((out.properties as JsonSchema | undefined) ?? {});
    const required = Array.isArray(out.required) ? (out.required as string[]) : [];
    if (properties.some((name) => !required.includes(name))) state.strict = false;
    if (out.additionalProperties === undefined) out.additionalProperties = false;
    else if (out.additionalProperties !== false) state.strict = false;
  }
  if (Object.keys(out).length === 0) state.strict = false;
  return out;
}

function visitProperties(properties: unknown, state: { strict: boolean }): unknown {
  if (typeof properties !== 'object' || properties === null) return properties;
  return Object.fromEntries(
    Object.entries(properties as JsonSchema).map(([name, value]) => [name, visit(value, state)]),
  );
}
