/** A challenge is one statement: a selection of a paragraph or a page is refused with the reason (issue 32 item 8). */
import { describe, expect, it } from 'vitest';
import { createRun } from '../../../../../lib/engine/pipeline';
import { InMemoryResearchStore } from '../../../../../lib/engine/adapters/memory/research-store';
import { manualClock, sequentialIds } from '../../../../../lib/engine/adapters/memory/system-clock';
import { ENGINE_CONFIG, withOverrides, type EngineConfig } from '../../../../../lib/engine/config';
import type { EngineDeps } from '../../../../../lib/engine/pipeline';
import { fakeArticle } from '../../../../builders';

function deps(config: EngineConfig = ENGINE_CONFIG): EngineDeps {
  return {
    llm: null,
    search: { id: 'none', search: () => Promise.resolve([]) },
    fetcher: { fetchPage: () => Promise.reject(new Error('unused')) },
    store: new InMemoryResearchStore(),
    clock: manualClock(),
    ids: sequentialIds(),
    config,
  } as EngineDeps;
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const article = fakeArticle({ url: 'https://www.bbc.com/news/health-1' });

describe('the challenged statement’s length', () => {
  it('takes a statement up to challenge.maxWords words', async () => {
    const run = await createRun(deps(), {
      article,
      profile: 'quick',
      kind: 'challenge',
      statement: words(ENGINE_CONFIG.challenge.maxWords),
    });
    expect(run.kind).toBe('challenge');
  });

  it('refuses a longer selection, saying how long it is and what to do instead', async () => {
    await expect(
      createRun(deps(), { article, profile: 'quick', kind: 'challenge', statement: words(412) }),
    ).rejects.toMatchObject({
      code: 'input/invalid',
      message:
        'Select one statement to challenge (at most 80 words): this selection has 412. To check a whole text, use Check this article.',
    });
  });

  it('reads the cap from the config', async () => {
    const strict = withOverrides({ challenge: { maxWords: 5 } });
    await expect(
      createRun(deps(strict), { article, profile: 'quick', kind: 'challenge', statement: words(6) }),
    ).rejects.toMatchObject({ code: 'input/invalid' });
  });
});
