/**
 * The panel says which claims the article does not make (issue 29 item 4): a claim's row and detail carry the one
 * stance line the reports carry, the detail the article's sentence that shows it; a claim it asserts carries none.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticleVerdictCard } from '../../../entrypoints/sidepanel/check/article-verdict';
import { ClaimList } from '../../../entrypoints/sidepanel/check/claim-list';
import { ArticleStanceNote } from '../../../entrypoints/sidepanel/check/article-stance-note';
import { EngineConfigContext } from '../../../entrypoints/sidepanel/components/engine-config-context';
import { ENGINE_CONFIG } from '../../../lib/engine/config';
import { fakeClaim, fakeEvidence, fakeVerdict } from '../../builders';

const own = fakeClaim({ id: 'c-own', text: 'Measles cases reached 1,274 in 2019.', role: 'thesis' });
const rally = fakeClaim({
  id: 'c-rally',
  text: 'Unemployment in the UK reached a 50-year high in 2023.',
  articleStance: 'reports',
});
const against = fakeEvidence({ id: 'e-1', claimId: rally.id, stance: 'refutes', domain: 'fullfact.org' });
const verdicts = [
  fakeVerdict({ claimId: own.id, label: 'likely_true' }),
  fakeVerdict({ claimId: rally.id, label: 'likely_false', counted: [against.id] }),
];
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the article stance in the panel', () => {
  it('the claim list marks the reported claim, with what the evidence made of it, and not the article’s own', () => {
    const html = renderToStaticMarkup(
      <ClaimList
        ranked={[
          { claim: own, verdict: verdicts[0]!, attention: null },
          { claim: rally, verdict: verdicts[1]!, attention: null },
        ]}
        evidence={[against]}
        finished
        articleDomain={null}
      />,
    );
    expect(text(html)).toContain(
      'Reported by the article, not stated as its own — likely false on evidence from fullfact.org',
    );
    expect(html.match(/data-testid="article-stance"/g)).toHaveLength(1);
  });

  it('the claim detail shows the article’s sentence that shows the stance', () => {
    const html = renderToStaticMarkup(
      <ArticleStanceNote
        stance="rebuts"
        verdict={verdicts[1]!}
        evidence={[against]}
        sentence="Some online influencers continue to spread fear about the shot."
      />,
    );
    expect(text(html)).toContain(
      'Reported by the article, which rebuts it — likely false on evidence from fullfact.org',
    );
    expect(text(html)).toContain(
      'The article: “Some online influencers continue to spread fear about the shot.”',
    );
  });

  it('the article card judges the article on its own claims and says what became of the reported one', () => {
    const html = renderToStaticMarkup(
      <EngineConfigContext.Provider value={ENGINE_CONFIG}>
        <ArticleVerdictCard
          result={{
            label: 'likely_true',
            rgba: { r: 0.2, g: 0.8, b: 0.6, a: 0.6 },
            consensus: [],
            battlegrounds: [],
            graph: { nodes: [], edges: [] },
            summary: '',
          }}
          claims={[own, rally]}
          verdicts={verdicts}
        />
      </EngineConfigContext.Provider>,
    );
    expect(text(html)).toContain('1 claim supported, none of its own found false');
    expect(text(html)).toContain(
      'The article also reports 1 claim without making it its own: judged false. Reported claims are checked but never counted against the article.',
    );
  });
});
