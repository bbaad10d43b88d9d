/**
 * Issue 31 item 4: a model that finds no claims in a news story never ends "Check complete." over nothing. The run
 * says the rules found N, the reports carry it, and checking the rules' claims works with the model still reading
 * the evidence. The sandbox's `no-claims` scenario answers extraction with no claims, everything else as annotated.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition';
import { ENGINE_CONFIG } from '../../lib/engine/config';
import { noClaimsFound } from '../../lib/engine/pipeline/extract/no-claims';
import { EXIT_CODES, checkOutcome } from '../../lib/presentation/check-outcome';
import { renderJsonReport, renderMarkdownReport } from '../../lib/report/markdown-report';
import { loadArticle, makeDeps, useSandbox } from './harness';
import { runCli, sandboxArticleFile } from './run-cli';

const sandbox = useSandbox();

describe('when the model finds no claims but the rules do', { timeout: 180_000 }, () => {
  it('says so, offers the rules’ claims, and checking them works with the model reading the evidence', async () => {
    const article = await loadArticle(sandbox(), 'news');
    const rules = noClaimsFound([], 'model', article, ENGINE_CONFIG)?.ruleClaims ?? 0;
    expect(rules).toBeGreaterThan(0);

    const empty = await checkArticle(makeDeps(sandbox(), 'no-claims'), { article, profile: 'quick' });
    expect(empty.claims).toEqual([]);
    expect(empty.run.noClaims).toEqual({ by: 'model', ruleClaims: rules });
    const outcome = checkOutcome(empty.run);
    expect(outcome.status).toBe(`The model found no check-worthy claims; the rules found ${rules}.`);
    expect(outcome.status).not.toContain('Check complete');
    expect(outcome.tone).toBe('warn');
    expect(empty.run.result?.summary).toBe(
      `The model found no check-worthy claims in this article; the built-in rules find ${rules}, not checked in this run.`,
    );
    const json = JSON.parse(renderJsonReport(empty, ENGINE_CONFIG)) as { noClaims: unknown };
    expect(json.noClaims).toEqual({
      by: 'model',
      ruleClaims: rules,
      sentence: outcome.status,
      offer: `Check the rules' ${rules} claims: run again with --claims rules.`,
    });
    expect(renderMarkdownReport(empty, ENGINE_CONFIG)).toContain(
      `**Rules' claims:** Check the rules' ${rules} claims: run again with --claims rules.`,
    );

    sandbox().reset();
    const byRules = await checkArticle(makeDeps(sandbox(), 'no-claims'), {
      article,
      profile: 'quick',
      claimsBy: 'rules',
    });
    expect(byRules.run.claimsBy).toBe('rules');
    expect(byRules.run.noClaims).toBeUndefined();
    expect(byRules.claims.length).toBeGreaterThan(0);
    expect(byRules.verdicts.length).toBeGreaterThan(0);
    // The model was not asked for claims again, but it read the evidence.
    const schemas = sandbox()
      .requests()
      .filter((r) => r.kind === 'model')
      .map((r) => r.schemaName);
    expect(schemas).not.toContain('extract_claims');
    expect(schemas).toContain('assess_stance');
    expect(checkOutcome(byRules.run).status).not.toMatch(/found no check-worthy/);
  });

  it('a check with claims to check has no noClaims and still ends "Check complete."', async () => {
    const article = await loadArticle(sandbox(), 'news');
    const report = await checkArticle(makeDeps(sandbox(), 'annotated'), { article, profile: 'quick' });
    expect(report.run.noClaims).toBeUndefined();
    expect(checkOutcome(report.run).status).toBe('Check complete.');
    expect(
      (JSON.parse(renderJsonReport(report, ENGINE_CONFIG)) as { noClaims: unknown }).noClaims,
    ).toBeNull();
  });

  it('the CLI: the JSON report says it and the sentence; --claims rules checks the rules’ claims', async () => {
    const { file, dir } = await sandboxArticleFile(sandbox(), 'news');
    const env = {
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: sandbox().modelBaseUrl('no-claims'),
      CARTOGRAPHER_SEARCH: 'searxng',
      SEARXNG_URL: sandbox().searchBaseUrls.searxng,
    };
    const out = join(dir, 'no-claims.json');
    const first = await runCli([file, '--format', 'json', '--out', out], env, 170_000);
    expect(first.code).toBe(EXIT_CODES.clean);
    expect(first.stderr).toMatch(/The model found no check-worthy claims; the rules found \d+\./);
    const report = JSON.parse(await readFile(out, 'utf8')) as { noClaims: { ruleClaims: number } | null };
    expect(report.noClaims?.ruleClaims).toBeGreaterThan(0);

    const again = join(dir, 'rules-claims.json');
    const second = await runCli(
      [file, '--format', 'json', '--out', again, '--claims', 'rules'],
      env,
      170_000,
    );
    const checked = JSON.parse(await readFile(again, 'utf8')) as { claims: unknown[]; noClaims: unknown };
    expect(second.code).toBe(EXIT_CODES.clean);
    expect(checked.claims.length).toBeGreaterThan(0);
    expect(checked.noClaims).toBeNull();
    const bad = await runCli([file, '--claims', 'model'], env, 30_000);
    expect(bad.code).toBe(EXIT_CODES.usage);
    expect(bad.stderr).toContain('--claims takes only rules');
  });
});
