import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  answerCacheKey,
  fromStoredAnswer,
  maskIds,
  storedAnswerTime,
  toStoredAnswer,
} from '../../../../../lib/engine/pipeline/model/model-answer-cache';
import { InMemoryResearchStore } from '../../../../../lib/engine/adapters/memory/research-store';

const A = z.object({ passageId: z.string(), stance: z.enum(['supports', 'refutes']) });
const B = z.object({ passageId: z.string(), stance: z.enum(['supports', 'refutes', 'mixed']) });
const base = {
  provider: 'openai-compatible http://127.0.0.1:1/v1',
  model: 'gpt-4o-mini',
  schemaName: 'assess_stance',
  schema: A,
  system: 'Decide.',
  user: 'passage "src-7" for claim c-1 and c-12',
  volatile: ['src-7', 'c-1', 'c-12'],
};

describe('model-answer cache keys', () => {
  it('the same prompt with the next run’s ids has the same key', async () => {
    const next = {
      ...base,
      user: 'passage "src-31" for claim c-5 and c-6',
      volatile: ['src-31', 'c-5', 'c-6'],
    };
    expect(await answerCacheKey(next)).toBe(await answerCacheKey(base));
  });

  it('a different model, endpoint, schema (even under the same name) or prompt gives another key', async () => {
    const key = await answerCacheKey(base);
    for (const change of [
      { model: 'gpt-4o' },
      { provider: 'openai-compatible http://127.0.0.1:2/v1' },
      { schema: B },
      { schemaName: 'judge_sufficiency' },
      { system: 'Decide carefully.' },
      { user: 'passage "src-7" for claim c-1 and c-13' },
    ])
      expect(await answerCacheKey({ ...base, ...change }), JSON.stringify(Object.keys(change))).not.toBe(key);
  });

  it('masks longer ids first, so c-1 never eats into c-12', () => {
    expect(maskIds('c-12 and c-1', ['c-1', 'c-12'])).toBe('\u27e6id1\u27e7 and \u27e6id0\u27e7');
  });

  it('restores the current run’s ids in a stored answer and refuses one that no longer fits the schema', () => {
    const stored = toStoredAnswer({ passageId: 'src-7', stance: 'supports' }, ['src-7']);
    expect(stored).not.toContain('src-7');
    expect(fromStoredAnswer(stored, A, ['src-99'])).toEqual({ passageId: 'src-99', stance: 'supports' });
    expect(fromStoredAnswer('{"passageId":"x","stance":"maybe"}', A, [])).toBeUndefined();
    expect(fromStoredAnswer('not json', A, [])).toBeUndefined();
  });

  it('the store serves an answer for 7 days and not after', async () => {
    const store = new InMemoryResearchStore();
    const week = 7 * 24 * 3600 * 1000;
    await store.putCachedAnswer('k', '{}', 1000);
    expect(await store.getCachedAnswer('k', 1000 + week, week)).toBe('{}');
    expect(await store.getCachedAnswer('k', 1001 + week, week)).toBeUndefined();
  });
});

describe('dated answers', () => {
  it('keeps when an answer was given, and reads undated answers stored before', () => {
    const dated = toStoredAnswer({ passageId: 'src-7', stance: 'refutes' }, ['src-7'], 1_700_000_000_000);
    expect(storedAnswerTime(dated)).toBe(1_700_000_000_000);
    expect(fromStoredAnswer(dated, A, ['src-1'])).toEqual({ passageId: 'src-1', stance: 'refutes' });
    const old = toStoredAnswer({ passageId: 'src-7', stance: 'refutes' }, ['src-7']);
    expect(storedAnswerTime(old)).toBeNull();
    expect(fromStoredAnswer(old, A, ['src-2'])).toEqual({ passageId: 'src-2', stance: 'refutes' });
  });
});
