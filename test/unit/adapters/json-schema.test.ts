import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toOutputJsonSchema } from '../../../lib/engine/adapters/llm/json-schema';
import {
  AssessStanceOutputSchema,
  ExtractClaimsOutputSchema,
  JudgeSufficiencyOutputSchema,
  WriteSummaryOutputSchema,
} from '../../../lib/engine/schemas/llm';

describe('toOutputJsonSchema', () => {
  it('makes every model output schema strict-mode ready (closed objects, all properties required)', () => {
    for (const schema of [
      ExtractClaimsOutputSchema,
      AssessStanceOutputSchema,
      JudgeSufficiencyOutputSchema,
      WriteSummaryOutputSchema,
    ]) {
      const out = toOutputJsonSchema(schema);
      expect(out.strict).toBe(true);
      expect(out.schema).not.toHaveProperty('$schema');
      expect(out.schema).toMatchObject({ type: 'object', additionalProperties: false });
    }
  });
  it('falls back to non-strict when a property is optional or has a default', () => {
    expect(toOutputJsonSchema(z.object({ a: z.string(), b: z.string().optional() })).strict).toBe(false);
    expect(toOutputJsonSchema(z.object({ a: z.string().default('x') })).strict).toBe(false);
    expect(toOutputJsonSchema(z.object({ a: z.string().nullable() })).strict).toBe(true);
  });
  it('closes nested objects', () => {
    const out = toOutputJsonSchema(z.object({ inner: z.object({ x: z.number() }) }));
    expect(out.schema).toMatchObject({
      properties: { inner: { additionalProperties: false, required: ['x'] } },
    });
  });
});
