/**
 * Look-alike evidence (issue 20, item 1): a page stating the false claim ("the MMR vaccine causes autism in one in
 * fifty children") served from a host that imitates a credible body, found by search and read by the no-model
 * rules in a real run. On main (e714ac6) `www.cdc.gov.ai` and `nih.gov.co` were tier A ("government-pattern"), so
 * the rules' near-verbatim reading counted as credible support; now they are unknown sources, capped like any fresh
 * domain, and the reasons name them as look-alikes.
 *
 * The search index and the served pages are the sandbox's own; the test re-homes one corpus page (the known-
 * unreliable naturalnews.com page that supports the claim) to the look-alike host for its duration.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import type { ReportInput } from '../../lib/report/report-input';
import { EVIDENCE } from '../sandbox/corpus';
import type { SandboxEvidencePage } from '../sandbox/corpus';
import { loadArticle, makeDeps, useSandbox } from './harness';
import { reasonText } from '../reason-text';

const sandbox = useSandbox({ reset: false });
const page = EVIDENCE.find((p) => p.id === 'naturalnews-mmr-autism')!;
const original = {
  host: page.host,
  url: page.url,
  siteName: page.siteName,
  paragraphs: [...page.paragraphs],
};
const STATEMENT =
  'The MMR vaccine causes autism in one in fifty children, federal health officials confirmed.';

/** Re-homes the corpus page to `host` (search and serving both follow), with an official-sounding statement. */
function rehome(host: string, siteName: string): SandboxEvidencePage {
  const mutable = page as { -readonly [K in keyof SandboxEvidencePage]: SandboxEvidencePage[K] };
  mutable.host = host;
  mutable.url = `http://${host}${page.path}`;
  mutable.siteName = siteName;
  mutable.paragraphs = [`${STATEMENT} ${original.paragraphs[1]!}`, ...original.paragraphs.slice(2)];
  return page;
}

function restore(): void {
  const mutable = page as { -readonly [K in keyof SandboxEvidencePage]: SandboxEvidencePage[K] };
  Object.assign(mutable, { ...original, paragraphs: [...original.paragraphs] });
}

async function run(served: SandboxEvidencePage | null): Promise<ReportInput> {
  sandbox().setPages(served ? [served] : []);
  sandbox().reset();
  return checkArticle(makeDeps(sandbox(), undefined), {
    article: await loadArticle(sandbox(), 'health'),
    profile: 'quick',
  });
}

const autism = (report: ReportInput) => {
  const claim = report.claims.find((c) => /causes autism/.test(c.text))!;
  return { claim, verdict: report.verdicts.find((v) => v.claimId === claim.id)! };
};

describe('a look-alike page stating the false claim, read by the no-model rules', () => {
  afterEach(restore);
  afterAll(() => sandbox().setPages([]));

  it.each([
    ['www.cdc.gov.ai', 'Centers for Disease Control', 'cdc.gov'],
    ['nih.gov.co', 'National Institutes of Health', 'nih.gov'],
    ['www.cdc-gov.org', 'CDC', 'cdc.gov'],
    [new URL('https://www.whо.int').hostname, 'World Health Organization', 'who.int'],
  ])(
    '%s: counted as an unknown source, named as a look-alike, no credible weight',
    async (host, site, of) => {
      const attacked = await run(rehome(host, site));
      const { claim, verdict } = autism(attacked);
      const used = attacked.evidence.filter((e) => e.claimId === claim.id && e.url.includes(host));
      // Precondition: search found the page and the rules read it as support.
      expect(used.some((e) => e.stance === 'supports')).toBe(true);
      expect(attacked.sources.find((s) => s.url.includes(host))?.tier).toBe('unknown');
      expect(reasonText(verdict)).toContain(`is not ${of} (a look-alike`);
      expect(reasonText(verdict)).not.toMatch(/Contested/);
      // On main the look-alikes of cdc.gov, nih.gov and who.int made this refuted claim "contested" (G 0.37).
      expect(['refuted', 'likely_false']).toContain(verdict.label);
    },
    60_000,
  );

  it('the same page on a real tier-A domain would count as credible support (the test can tell the difference)', async () => {
    const onCdc = await run(rehome('www.cdc.gov', 'CDC'));
    restore();
    const onLookalike = await run(rehome('www.cdc.gov.ai', 'CDC'));
    expect(autism(onLookalike).verdict.rgba.g).toBeLessThan(autism(onCdc).verdict.rgba.g);
  }, 120_000);
});
