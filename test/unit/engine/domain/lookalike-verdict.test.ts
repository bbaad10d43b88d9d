import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG } from '../../../../lib/engine/config';
import { judgeClaim } from '../../../../lib/engine/domain';
import { fakeEvidence, NOW } from './builders';
import { reasonText } from '../../../reason-text';

const config = ENGINE_CONFIG;
const claim = { text: 'Vitamin C cures the common cold within two days.' };
const judge = (evidence: ReturnType<typeof fakeEvidence>[], articleUrl?: string) =>
  judgeClaim({ claim, evidence }, { config, now: NOW, ...(articleUrl ? { articleUrl } : {}) });
const journal = fakeEvidence({
  url: 'https://www.thelancet.com/journals/x',
  stance: 'refutes',
  strength: 0.8,
  relevance: 1,
});

describe('a look-alike of a credible domain borrows none of its weight', () => {
  it.each([
    'https://cdc.gov.ai/vitamin-c',
    'https://cdc-gov.org/vitamin-c',
    'https://nih.gov.co/vitamin-c',
    'https://cdc.gov.health-news.com/vitamin-c',
    `https://${new URL('https://whо.int').hostname}/vitamin-c`,
  ])(
    '%s supporting against a tier-A journal: the journal decides, the reasons name the look-alike',
    (url) => {
      const fake = fakeEvidence({ url, stance: 'supports', strength: 0.8, relevance: 1 });
      const verdict = judge([journal, fake]);
      expect(['likely_false', 'refuted']).toContain(verdict.label);
      expect(reasonText(verdict)).not.toMatch(/Contested/);
      const realA = judge([
        journal,
        fakeEvidence({ url: 'https://www.cdc.gov/x', stance: 'supports', strength: 0.8 }),
      ]);
      expect(verdict.belief.g).toBeLessThan(realA.belief.g);
      if (!url.includes('cdc.gov.ai')) expect(reasonText(verdict)).toMatch(/Look-alike source: .* is not /);
    },
  );

  it('a checked article on a look-alike gets the prior of an unknown source and says why', () => {
    const verdict = judge([], 'https://who-int.org/news/vitamin-c');
    const honest = judge([], 'https://www.who.int/news/vitamin-c');
    expect(verdict.belief.g).toBeLessThan(honest.belief.g);
    expect(reasonText(verdict)).toMatch(/who-int\.org is not who\.int/);
  });
});
