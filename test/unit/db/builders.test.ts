import { describe, expect, it } from 'vitest';
import { StoredSourceSchema, StoredVerdictSchema } from '../../../lib/engine/schemas';
import {
  ArticleSchema,
  ClaimSchema,
  EvidenceSchema,
  PageSchema,
  QuerySchema,
  RunSchema,
  SearchResultSchema,
  TraceEntrySchema,
} from '../../../lib/engine/schemas';
import * as builders from '../../builders';

// Other engineers build their tests on these: they must stay valid as the schemas evolve.
describe('test builders', () => {
  it.each([
    ['fakeArticle', ArticleSchema, builders.fakeArticle()],
    ['fakeRun', RunSchema, builders.fakeRun()],
    ['fakeClaim', ClaimSchema, builders.fakeClaim()],
    ['fakeQuery', QuerySchema, builders.fakeQuery()],
    ['fakeEvidence', EvidenceSchema, builders.fakeEvidence()],
    ['fakeVerdict', StoredVerdictSchema, builders.fakeVerdict()],
    ['fakeSource', StoredSourceSchema, builders.fakeSource()],
    ['fakeTrace', TraceEntrySchema, builders.fakeTrace()],
    ['fakeSearchResult', SearchResultSchema, builders.fakeSearchResult()],
    ['fakePage', PageSchema, builders.fakePage()],
  ] as const)('%s is valid and already has every default filled in', (_name, schema, value) => {
    expect(schema.parse(value)).toEqual(value);
  });

  it('gives each built entity a new id and applies overrides', () => {
    const a = builders.fakeClaim();
    const b = builders.fakeClaim({ kind: 'opinion' });
    expect(a.id).not.toBe(b.id);
    expect(b.kind).toBe('opinion');
  });

  it('keeps paragraph offsets inside the article text', () => {
    const article = builders.fakeArticle();
    for (const paragraph of article.paragraphs) {
      expect(paragraph.end).toBeLessThanOrEqual(article.text.length);
      expect(article.text.slice(paragraph.start, paragraph.end)).not.toMatch(/^\s|\s$/);
    }
  });
});
