/**
 * The reports say what the panel says about the article's own stance (issue 29 item 4): the JSON report's
 * `claims[].articleStance` with its sentence, and the Markdown's line under each claim the article does not make.
 */
import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG } from '../../../lib/engine/config';
import { renderJsonReport, renderMarkdownReport } from '../../../lib/report/markdown-report';
import { fakeArticle, fakeClaim, fakeEvidence, fakeRun, fakeVerdict } from '../../builders';

const CRITICAL = 'Some online influencers continue to spread fear about the shot.';

function measlesRun() {
  const run = fakeRun({
    id: 'run-m',
    article: fakeArticle({ title: 'Measles is back' }),
    result: {
      label: 'likely_true',
      rgba: { r: 0.3, g: 0.8, b: 0.6, a: 0.7 },
      consensus: [],
      battlegrounds: [],
      graph: { nodes: [], edges: [] },
      summary: 'Summary.',
    },
  });
  const measles = fakeClaim({
    id: 'c-measles',
    runId: 'run-m',
    role: 'thesis',
    text: 'Measles cases reached 1,274 in 2019.',
    quote: 'Measles cases reached 1,274 in 2019.',
  });
  const autism = fakeClaim({
    id: 'c-autism',
    runId: 'run-m',
    harm: 5,
    text: 'The MMR vaccine causes autism in one in fifty children.',
    quote: 'One widely shared video claims that the MMR vaccine causes autism in one in fifty children.',
    articleStance: 'rebuts',
    articleStanceSentence: CRITICAL,
    articleStanceCue: null,
    articleStanceBy: 'model',
  });
  const against = ['cdc.gov', 'who.int'].map((domain, i) =>
    fakeEvidence({
      id: `e-${domain}`,
      runId: 'run-m',
      claimId: autism.id,
      stance: 'refutes',
      domain,
      url: `https://www.${domain}/mmr`,
      strength: 0.9 - i * 0.1,
    }),
  );
  return {
    run,
    claims: [measles, autism],
    queries: [],
    evidence: against,
    verdicts: [
      fakeVerdict({ claimId: measles.id, runId: 'run-m', label: 'likely_true' }),
      fakeVerdict({
        claimId: autism.id,
        runId: 'run-m',
        label: 'refuted',
        counted: against.map((e) => e.id),
      }),
    ],
    sources: [],
  };
}

describe('the article stance in the reports', () => {
  it('JSON: every claim carries articleStance and its sentence; older claims read as asserted', () => {
    const json = JSON.parse(renderJsonReport(measlesRun(), ENGINE_CONFIG)) as {
      claims: {
        id: string;
        articleStance: string;
        articleStanceSentence: string;
        articleStanceLine: string | null;
      }[];
      articleOutcome: {
        headline: string;
        overall: string;
        reportedLine: string;
        reportedClaims: { rebutted: number };
      };
    };
    expect(json.claims.map((c) => [c.id, c.articleStance, c.articleStanceSentence])).toEqual([
      ['c-measles', 'asserts', 'Measles cases reached 1,274 in 2019.'],
      ['c-autism', 'rebuts', CRITICAL],
    ]);
    expect(json.claims[1]?.articleStanceLine).toBe(
      'Reported by the article, which rebuts it — refuted by cdc.gov and who.int',
    );
    expect(json.articleOutcome).toMatchObject({
      headline: '1 claim supported, none of its own found false',
      overall: 'likely_true',
      reportedClaims: { rebutted: 1 },
      reportedLine:
        'The article also reports 1 claim, which it rebuts: judged false. Reported claims are checked but never counted against the article.',
    });
  });

  it('Markdown: the same headline and words, and the article’s sentence that shows the stance', () => {
    const md = renderMarkdownReport(measlesRun(), ENGINE_CONFIG);
    expect(md).toContain('**1 claim supported, none of its own found false**');
    expect(md).toContain(
      'The article also reports 1 claim, which it rebuts: judged false. Reported claims are checked but never counted against the article.',
    );
    expect(md).toContain('_Reported by the article, which rebuts it — refuted by cdc.gov and who.int_');
    expect(md).toContain(`The article: “${CRITICAL}”`);
    // The article's own claim carries no stance line.
    const own = md.slice(md.indexOf('Measles cases reached'), md.indexOf('The MMR vaccine causes autism'));
    expect(own).not.toContain('Reported by the article');
  });
});
