/**
 * Claim caps per profile on a real-size article (30 check-worthy claims): Quick checks the 12 most check-worthy
 * and says how many more it found; "check more" (a run with a higher claim limit) checks the next ones, re-using
 * every cached answer, search and page for the claims already checked.
 */
import { ENGINE_CONFIG } from '../../lib/engine/config';
import { describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { InMemoryResearchStore } from '../../lib/engine/adapters/memory/research-store';
import { UNCHECKABLE_KINDS } from '../../lib/engine/schemas';
import { renderJsonReport } from '../../lib/report/markdown-report';
import { loadArticle, makeDeps, useSandbox } from './harness';

const sandbox = useSandbox();

describe('claim caps', () => {
  it(
    'Quick checks 12 of the long article’s 30 claims, says how many were not checked, and “check more” checks the next 12',
    { timeout: 120_000 },
    async () => {
      const deps = makeDeps(sandbox(), 'annotated', { store: new InMemoryResearchStore() });
      const article = await loadArticle(sandbox(), 'long');
      const first = await checkArticle(deps, { article, profile: 'quick' });
      const checkable = (r: typeof first) => r.claims.filter((c) => !UNCHECKABLE_KINDS.includes(c.kind));
      expect(checkable(first)).toHaveLength(12);
      expect(first.run.claimsNotChecked).toBe(18);
      expect(first.run.notices.join('\n')).toMatch(
        /18 claims left unchecked: this check took the 12 most check-worthy/,
      );
      const json = JSON.parse(renderJsonReport(first, ENGINE_CONFIG)) as {
        claimsNotChecked: number;
        run: { status: string };
      };
      expect(json.claimsNotChecked).toBe(18);
      expect(json.run.status).toMatch(/done|partial/);

      sandbox().reset();
      const more = await checkArticle(deps, { article, profile: 'quick', claimLimit: 24 });
      expect(checkable(more)).toHaveLength(24);
      expect(more.run.claimsNotChecked).toBe(6);
      // The first 12 claims come back with the same verdicts, their stance answers from the cache.
      const label = (r: typeof first, quote: string) =>
        r.verdicts.find((v) => v.claimId === r.claims.find((c) => c.quote === quote)?.id)?.label;
      for (const c of checkable(first)) expect(label(more, c.quote), c.quote).toBe(label(first, c.quote));
      const extractCalls = sandbox()
        .requests()
        .filter((r) => r.kind === 'model' && r.schemaName === 'extract_claims');
      expect(extractCalls).toHaveLength(0);
    },
  );
});
