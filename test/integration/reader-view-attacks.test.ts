/**
 * What the reader sees is what is checked (issue 29, item 7). Real HTTP through the sandbox, Quick profile.
 *
 * Bidi: the measles article's sentence "Two doses of the MMR vaccine are about 97 percent effective" with the figure
 * wrapped in RIGHT-TO-LEFT OVERRIDE … POP DIRECTIONAL FORMATTING displays "79 percent". On main (fd0046d) the
 * sentence was dropped (taken for an instruction to AI tools) with no notice and no trace, with or without a model,
 * so the false figure the reader sees was never checked; now it is checked as "79 percent", marked on the claim and
 * named in a notice, and CDC's "97% effective" refutes it.
 *
 * Salted copies: six word-for-word copies of a story supporting the MMR-autism claim on six fresh sites, months apart,
 * each salted with Cyrillic look-alike letters and invisible characters. On main, with the claim sentence left plain,
 * they counted as two sources (two groups of three); with the claim sentence salted too, none was read as being
 * about the claim. Now both count as one source, as the plain copies do.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { renderMarkdownReport } from '../../lib/report/markdown-report';
import { ENGINE_CONFIG } from '../../lib/engine/config';
import { ARTICLES, type SandboxArticle, type SandboxEvidencePage } from '../sandbox/corpus';
import { MMR_STORY_EN } from './copy-network-pages';
import { saltedCopies } from './salted-copy-pages';
import { loadArticle, TRUE_LABELS, makeDeps, recordPrompts, useSandbox } from './harness';
import { reasonText } from '../reason-text';

const sandbox = useSandbox();
afterEach(() => sandbox().setPages([]));

const HEALTH = ARTICLES.find((a) => a.name === 'health')!;
const SENTENCE = 'Two doses of the MMR vaccine are about 97 percent effective at preventing measles.';
/** The measles article with the figure overridden right to left: stored "97", displayed "79". */
const BIDI_HEALTH: SandboxArticle = {
  ...HEALTH,
  paragraphs: HEALTH.paragraphs.map((p) => p.replace('about 97 percent', 'about \u202E97\u202C percent')),
};

async function checkHealth(
  pages: (SandboxArticle | SandboxEvidencePage)[],
  scenario?: 'annotated' | 'obedient',
) {
  sandbox().setPages(pages);
  const article = await loadArticle(sandbox(), 'health');
  sandbox().reset();
  const deps = makeDeps(sandbox(), scenario);
  const prompts = scenario ? recordPrompts(deps) : [];
  const report = await checkArticle(deps, { article, profile: 'quick' });
  return { article, report, prompts };
}

describe('a sentence whose bidi controls show "79 percent" where the text says 97', () => {
  it('without a model, is checked as the reader sees it (79), marked, and the source that says 97 refutes it', async () => {
    const { article, report } = await checkHealth([BIDI_HEALTH]);
    expect(article.text).toContain('\u202E97\u202C percent');
    const claim = report.claims.find((c) => /MMR vaccine are about/.test(c.text));
    expect(claim, report.claims.map((c) => c.text).join('\n')).toBeDefined();
    expect(claim!.text).toContain('about 79 percent effective');
    expect(claim!.text).not.toMatch(/97|\u202E/);
    // The quote is the article's own characters, so the page highlight lands on the sentence.
    expect(article.text.slice(claim!.start, claim!.end)).toBe(claim!.quote);
    expect(claim!.quote).toContain('\u202E97\u202C');
    expect(claim!.hiddenCharacters).toEqual(['bidi-reordered']);
    expect(report.run.notices.join('\n')).toMatch(
      /"Two doses of the MMR vaccine are about 79 percent effective at preventing measles\." — This sentence hides characters from its reader \(bidi controls change the order it displays in\): it is checked as it displays\./,
    );
    const verdict = report.verdicts.find((v) => v.claimId === claim!.id)!;
    const mine = report.evidence.filter((e) => e.claimId === claim!.id);
    const rows = mine.map((e) => `${e.domain} ${e.stance} ${e.rationale}`).join('\n');
    // CDC's "Two doses of MMR vaccine are 97% effective" is read against the displayed figure, never as support.
    const cdc = mine.filter((e) => e.domain === 'cdc.gov' && /97%/.test(e.passage));
    expect(cdc.length, rows).toBeGreaterThan(0);
    for (const e of cdc) expect(e.stance, rows).toBe('refutes');
    expect(TRUE_LABELS, rows).not.toContain(verdict.label);
    // The report says it too, beside the claim.
    const markdown = renderMarkdownReport(report, ENGINE_CONFIG);
    expect(markdown).toContain('This sentence hides characters from its reader');
  }, 120_000);

  it('the plain article is unchanged: its 97 percent claim is checked as 97 and not marked', async () => {
    const { report } = await checkHealth([]);
    const claim = report.claims.find((c) => c.quote === SENTENCE);
    expect(claim?.text).toContain('97 percent');
    expect(claim?.hiddenCharacters).toBeUndefined();
    expect(report.run.notices.join('\n')).not.toMatch(/hides characters/);
  }, 120_000);

  it('the model is shown the sentence as the reader sees it, never the stored figure', async () => {
    const { prompts } = await checkHealth([BIDI_HEALTH], 'annotated');
    const extraction = prompts.find((p) => p.includes('MMR vaccine are about'));
    expect(extraction).toBeDefined();
    expect(extraction).toContain('about 79 percent effective');
    expect(extraction).not.toMatch(/about 97 percent|\u202E/);
  }, 120_000);
});

describe('six copies of one story salted with look-alike letters and invisible characters', () => {
  const copyFacts = (verdict: { setAside: readonly { fact: { kind: string; how?: string } }[] }) =>
    verdict.setAside.filter((s) => s.fact.kind === 'copy-of' && s.fact.how === 'text').length;

  it.each([
    ['the honest model', 'salted', 'annotated'],
    ['the honest model', 'plain', 'annotated'],
    ['the obedient model', 'salted', 'obedient'],
    ['the obedient model', 'plain', 'obedient'],
  ] as const)(
    'with %s and the claim sentence %s, count as one source, as the same six copies unsalted do',
    async (_who, claimSentence, scenario) => {
      const plain = await checkHealth(saltedCopies(MMR_STORY_EN, 6, { salted: false }), scenario);
      const options = { plainClaim: claimSentence === 'plain' };
      const salted = await checkHealth(saltedCopies(MMR_STORY_EN, 6, options), scenario);
      const autism = (r: typeof plain) => {
        const claim = r.report.claims.find((c) => /causes autism/.test(c.text))!;
        const verdict = r.report.verdicts.find((v) => v.claimId === claim.id)!;
        const hosts = new Set(saltedCopies(MMR_STORY_EN, 6).map((p) => p.host.replace(/^www\./, '')));
        const copies = r.report.evidence.filter(
          (e) => e.claimId === claim.id && hosts.has(e.domain) && e.stance === 'supports',
        );
        return { verdict, copies, rows: `${verdict.label}\n${reasonText(verdict)}` };
      };
      const p = autism(plain);
      const s = autism(salted);
      // Precondition: the salted copies were read, and as support.
      expect(s.copies.length, s.rows).toBeGreaterThanOrEqual(2);
      expect(s.copies.length, `${p.rows}\n---\n${s.rows}`).toBe(p.copies.length);
      expect(reasonText(s.verdict), s.rows).toMatch(
        new RegExp(`${s.copies.length} sources that share their text[^.]* counted as one`),
      );
      expect(copyFacts(s.verdict), s.rows).toBe(s.copies.length - 1);
      expect(s.verdict.label, `${p.rows}\n---\n${s.rows}`).toBe(p.verdict.label);
      expect(s.verdict.rgba.g, `${p.rows}\n---\n${s.rows}`).toBeCloseTo(p.verdict.rgba.g, 6);
    },
    180_000,
  );
});
