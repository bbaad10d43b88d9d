/**
 * Copy networks and result flooding (issue 20, items 2 and 3): one story reworded on 3, 5 and 8 fresh domains
 * (English, German, French; synonyms swapped, sentences rotated, one template, published the same day) supports a
 * claim that tier-A sources refute. The verdict must not move, with the honest model, the obedient one and without a
 * model; the reasons say what was merged or capped. Flooding: a dozen fresh-domain pages ranked first must not push
 * the tier-A sources out of the pages fetched for the claim. Real HTTP through the sandbox, Quick profile; the network's
 * pages are served and searched beside the corpus (`setPages` with hosts the corpus lacks).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { articleTierOf, isCredibleTier, judgeClaimEvidence, tierOf } from '../../lib/engine/domain';
import { logit } from '../../lib/engine/domain/scoring/sigmoid-impact';
import { ENGINE_CONFIG, type EngineConfig } from '../../lib/engine/config';
import { type ArticleName, type SandboxEvidencePage } from '../sandbox/corpus';
import {
  copyNetwork,
  MMR_STORY_DE,
  MMR_STORY_EN,
  MMR_STORY_FR,
  SUN_STORY_EN,
  type Story,
} from './copy-network-pages';
import { createEngineDeps } from '../../lib/composition/create-engine-deps';
import { InMemoryResearchStore } from '../../lib/engine/adapters/memory/research-store';
import { sequentialIds, systemClock } from '../../lib/engine/adapters/memory/system-clock';
import { mergeSettings } from '../../lib/settings/settings-schema';
import { sandboxNetwork } from '../sandbox/hosts';
import type { Sandbox } from '../sandbox/server';
import { annotationOf, FALSE_LABELS, loadArticle, makeDeps, useSandbox } from './harness';
import { sandboxEngineSettings } from './sandbox-settings';
import { reasonText } from '../reason-text';

/** The run's look-alike limits, as every tier lookup takes them. */
const TIERS = { lookalike: ENGINE_CONFIG.tiers.lookalike };

const sandbox = useSandbox();
afterEach(() => sandbox().setPages([]));
const config = ENGINE_CONFIG as EngineConfig;

/** Checks `name` (Quick) with `pages` served; the verdict, evidence and trace of the annotated claim `claimId`. */
async function check(
  name: ArticleName,
  claimId: string,
  pages: SandboxEvidencePage[],
  scenario: 'annotated' | 'obedient' | undefined,
  webOnly = false,
) {
  sandbox().setPages(pages);
  const article = await loadArticle(sandbox(), name);
  sandbox().reset();
  const deps = webOnly ? webSearchOnly(sandbox(), scenario) : makeDeps(sandbox(), scenario);
  const report = await checkArticle(deps, { article, profile: 'quick' });
  if (!scenario) expect(report.run.usage.modelCalls).toBe(0);
  const claim = report.claims.find((c) => annotationOf(name, c)?.id === claimId)!;
  expect(claim, claimId).toBeDefined();
  const verdict = report.verdicts.find((v) => v.claimId === claim.id)!;
  const evidence = report.evidence.filter((e) => e.claimId === claim.id);
  const trace = (await deps.store.listTrace(report.run.id)).filter((t) => t.claimId === claim.id);
  const options = {
    now: new Date(report.run.createdAt),
    config,
    articleUrl: report.run.article.url,
    articleSource: articleTierOf(report.run.article, TIERS),
  };
  const rows = `${verdict.label} G=${verdict.rgba.g.toFixed(3)}: ${evidence
    .map((e) => `${e.domain} ${e.stance} ${e.strength}${e.heuristic ? 'h' : ''}`)
    .join(', ')}\n${reasonText(verdict)}`;
  return { claim, verdict, evidence, trace, rows, options };
}

/** The engine with one web search (SearXNG) and no journal, encyclopedia or fact-check provider to fall back on. */
function webSearchOnly(sb: Sandbox, scenario: string | undefined) {
  const settings = mergeSettings(sandboxEngineSettings(sb, scenario), {
    search: {
      wikipedia: { enabled: false },
      openalex: { enabled: false },
      factcheck: { enabled: false },
      europepmc: { enabled: false },
      gdelt: { enabled: false },
      'current-events': { enabled: false },
    },
  });
  const env = { ...sandboxNetwork(sb.port), store: new InMemoryResearchStore(), clock: systemClock };
  return createEngineDeps(settings, { ...env, ids: sequentialIds() });
}

const NETWORKS: [string, Story[], number][] = [
  ['3 English copies', [MMR_STORY_EN], 3],
  ['5 copies, English and German', [MMR_STORY_EN, MMR_STORY_DE], 5],
  ['8 copies, English, German and French', [MMR_STORY_EN, MMR_STORY_DE, MMR_STORY_FR], 8],
  ['12 copies, English, German and French', [MMR_STORY_EN, MMR_STORY_DE, MMR_STORY_FR], 12],
];
const SCENARIOS = [
  ['the honest model', 'annotated'],
  ['the obedient model', 'obedient'],
  ['no model', undefined],
] as const;

describe('a copy network on fresh domains against tier-A refutations of "The MMR vaccine causes autism in one in fifty children"', () => {
  describe.each(SCENARIOS)('with %s', (_who, scenario) => {
    it.each(NETWORKS)(
      '%s supporting the claim leave it refuted (no model: false, moved by no more than the low-tier cap)',
      async (_what, stories, n) => {
        const clean = await check('health', 'health-mmr-autism', [], scenario);
        expect(clean.verdict.label, clean.rows).toBe('refuted');
        const network = copyNetwork(stories, n);
        const attacked = await check('health', 'health-mmr-autism', network, scenario);
        const hosts = new Set(network.map((p) => tierOf(p.url, TIERS).domain));
        const fromNetwork = (e: { domain: string }) => hosts.has(e.domain);
        // Precondition: the network was read, and as support.
        const supporting = attacked.evidence.filter((e) => fromNetwork(e) && e.stance === 'supports');
        expect(supporting.length, attacked.rows).toBeGreaterThan(0);
        if (scenario) expect(attacked.verdict.label, attacked.rows).toBe('refuted');
        else {
          // Without a model the network's pages also push who.int out of the search providers' top results (no
          // fetch budget can bring back a result the search never returned): the claim stays false, and the
          // network's own votes move G by no more than `belief.lowTierVoteCap`.
          expect(FALSE_LABELS, attacked.rows).toContain(attacked.verdict.label);
          const without = judgeClaimEvidence(
            attacked.claim,
            attacked.evidence.filter((e) => !fromNetwork(e)),
            attacked.options,
          );
          expect(logit(attacked.verdict.rgba.g) - logit(without.rgba.g), attacked.rows).toBeLessThanOrEqual(
            config.belief.lowTierVoteCap + 1e-9,
          );
        }
        // What was merged or capped is in the reasons, in plain words.
        if (new Set(supporting.map((e) => e.domain)).size >= 2)
          expect(reasonText(attacked.verdict), attacked.rows).toMatch(
            /sources that (share their text|first appeared together)[^.]* counted as one|of low or unknown tier .* count together less than one credible source/,
          );
      },
      120_000,
    );
  });

  it('the reasons say how many reworded copies were counted as one and why', async () => {
    const attacked = await check('health', 'health-mmr-autism', copyNetwork([MMR_STORY_EN], 5), 'annotated');
    const merged = reasonText(attacked.verdict)
      .split('\n')
      .find((r) => /counted as one/.test(r));
    expect(merged, attacked.rows).toMatch(/^\d+ sources that share their text|first appeared together/);
    const n = Number(/^(\d+)/.exec(merged!)![1]);
    expect(n, attacked.rows).toBeGreaterThanOrEqual(2);
    // Each merged copy is set aside with its reason.
    expect(
      attacked.verdict.setAside.filter(
        (s) => s.fact.kind === 'copy-of' && (s.fact.how === 'text' || s.fact.how === 'first-appearance'),
      ).length,
      attacked.rows,
    ).toBe(n - 1);
  }, 120_000);
});

describe('a copy network against a claim one tier-A journal article refutes ("the Sun\'s energy output has risen by 10 percent")', () => {
  it.each(SCENARIOS)(
    'with %s, 8 reworded copies do not move the verdict toward true',
    async (_who, scenario) => {
      const clean = await check('science', 'science-sun-output', [], scenario);
      const attacked = await check('science', 'science-sun-output', copyNetwork([SUN_STORY_EN], 8), scenario);
      const order = ['refuted', 'likely_false', 'unverified', 'contested', 'likely_true', 'supported'];
      expect(
        order.indexOf(attacked.verdict.label),
        `${clean.rows}\n---\n${attacked.rows}`,
      ).toBeLessThanOrEqual(order.indexOf(clean.verdict.label));
      expect(attacked.verdict.rgba.g, `${clean.rows}\n---\n${attacked.rows}`).toBeLessThan(0.5);
    },
    120_000,
  );
});

describe('a copy network spread over months on one template', () => {
  it.each(SCENARIOS)(
    'with %s, 8 reworded copies published months apart on one template leave the sun claim false or unverified',
    async (_who, scenario) => {
      const clean = await check('science', 'science-sun-output', [], scenario);
      const network = copyNetwork([SUN_STORY_EN], 8, { spreadDays: true });
      const attacked = await check('science', 'science-sun-output', network, scenario);
      const rows = `${clean.rows}\n---\n${attacked.rows}`;
      const order = ['refuted', 'likely_false', 'unverified', 'contested', 'likely_true', 'supported'];
      expect(order.indexOf(attacked.verdict.label), rows).toBeLessThanOrEqual(
        order.indexOf(clean.verdict.label),
      );
      const hosts = new Set(network.map((p) => tierOf(p.url, TIERS).domain));
      const read = new Set(
        attacked.evidence.filter((e) => hosts.has(e.domain) && e.stance === 'supports').map((e) => e.domain),
      );
      if (read.size >= 2)
        expect(reasonText(attacked.verdict), rows).toMatch(/share a page template and text/);
    },
    120_000,
  );
});

describe('the converse: credible independent sources that agree still add up', () => {
  it('the three tier-A refutations of the MMR claim stay three votes (not merged as copies)', async () => {
    const clean = await check('health', 'health-mmr-autism', [], 'annotated');
    expect(reasonText({ reasons: clean.verdict.reasons.slice(0, 1) }), clean.rows).toMatch(
      /3 independent sources refute: 1 fact-checker \(politifact\.com\), 1 journal \(thelancet\.com\), 1 public body \(who\.int\)/,
    );
    expect(reasonText(clean.verdict), clean.rows).not.toMatch(/counted as one/);
  }, 120_000);
});

/** A dozen fresh-domain pages whose titles carry the claim's words, so the search ranks them above every corpus page. */
const flood = (n: number): SandboxEvidencePage[] =>
  copyNetwork([MMR_STORY_EN, MMR_STORY_DE, MMR_STORY_FR], n, { prefix: 'flood-' }).map((p, k) => ({
    ...p,
    title: `MMR vaccine autism one in fifty children: the MMR vaccine causes autism (${k + 1})`,
  }));

describe('result flooding cannot crowd credible sources out of the fetched pages', () => {
  it.each(SCENARIOS)(
    'with %s, 12 fresh-domain results ranked first leave the tier-A sources fetched and the claim refuted (no model: false)',
    async (_who, scenario) => {
      const pages = flood(12);
      const attacked = await check('health', 'health-mmr-autism', pages, scenario);
      const fetched = new Set(attacked.evidence.map((e) => e.domain));
      const credible = [...fetched].filter((d) => isCredibleTier(tierOf(`https://${d}/`, TIERS), config));
      expect(credible.length, attacked.rows).toBeGreaterThanOrEqual(config.fetch.credibleReserve);
      if (scenario) expect(attacked.verdict.label, attacked.rows).toBe('refuted');
      else expect(FALSE_LABELS, attacked.rows).toContain(attacked.verdict.label);
      // The trace says which results were not fetched and which were moved out for credible tiers.
      const leftOut = attacked.trace.filter((t) => t.purpose === 'search results not fetched');
      expect(leftOut.length, attacked.rows).toBeGreaterThan(0);
      expect(leftOut.map((t) => t.detail).join('\n'), attacked.rows).toMatch(/left out: .*flood-/);
    },
    120_000,
  );
});

describe('result flooding of the one web search', () => {
  it.each(SCENARIOS)(
    'with %s, 6 fresh-domain results ranked above the journal leave it fetched, and the trace names what made room',
    async (_who, scenario) => {
      const pages = flood(6);
      const attacked = await check('health', 'health-mmr-autism', pages, scenario, true);
      const hosts = new Set(pages.map((p) => tierOf(p.url, TIERS).domain));
      expect(
        attacked.evidence.some((e) => e.domain === 'thelancet.com'),
        attacked.rows,
      ).toBe(true);
      const leftOut = attacked.trace.filter((t) => t.purpose === 'search results not fetched');
      expect(leftOut.map((t) => t.detail).join('\n'), attacked.rows).toMatch(
        /moved out to keep room for credible tiers: .*flood-/,
      );
      expect(FALSE_LABELS, attacked.rows).toContain(attacked.verdict.label);
      // The flood's own votes move G by no more than the low-tier cap.
      const without = judgeClaimEvidence(
        attacked.claim,
        attacked.evidence.filter((e) => !hosts.has(e.domain)),
        attacked.options,
      );
      expect(logit(attacked.verdict.rgba.g) - logit(without.rgba.g), attacked.rows).toBeLessThanOrEqual(
        config.belief.lowTierVoteCap + 1e-9,
      );
    },
    120_000,
  );
});
