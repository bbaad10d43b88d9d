import { describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { loadArticle, makeDeps, useSandbox } from './harness';

/** Entity relations come out of the extraction call (no extra call) and reach the knowledge graph as labelled edges. */
const sandbox = useSandbox();

describe('entity relations in the knowledge graph', () => {
  it('with a model: "MMR vaccine —causes→ autism" is an edge cited to the article and its claim, at no extra model call', async () => {
    const article = await loadArticle(sandbox(), 'health');
    const report = await checkArticle(makeDeps(sandbox(), 'annotated'), { article, profile: 'quick' });
    const graph = report.run.result!.graph;
    const autism = report.claims.find((c) => /causes autism/i.test(c.text))!;
    expect(autism.relations).toEqual([
      { subject: 'MMR vaccine', predicate: 'causes', object: 'autism', citation: article.canonicalUrl },
    ]);
    const edge = graph.edges.find((e) => e.type === 'relates' && e.label === 'causes');
    expect(edge).toMatchObject({
      source: 'entity:mmr vaccine',
      target: 'entity:autism',
      citations: [article.canonicalUrl],
      claimIds: [autism.id],
    });
    const byId = new Map(graph.nodes.map((n) => [n.id, n]));
    expect(byId.get(edge!.source)?.type).toBe('entity');
    expect(byId.get(edge!.target)?.type).toBe('entity');
    const calls = sandbox()
      .requests()
      // Chat completions only: the GET /v1/models that reads the server's context window is not a model call.
      .filter((r) => r.kind === 'model' && r.path.endsWith('/chat/completions'));
    expect(calls.filter((r) => r.schemaName === 'extract_claims')).toHaveLength(1);
    expect(
      calls.every((r) =>
        ['extract_claims', 'assess_stance', 'counter_argue', 'write_summary'].includes(r.schemaName ?? ''),
      ),
    ).toBe(true);
  });

  it('without a model: no relation is invented', async () => {
    const report = await checkArticle(makeDeps(sandbox(), undefined), {
      article: await loadArticle(sandbox(), 'health'),
      profile: 'quick',
    });
    const graph = report.run.result!.graph;
    const entity = new Set(graph.nodes.filter((n) => n.type === 'entity').map((n) => n.id));
    expect(graph.edges.filter((e) => entity.has(e.source) && entity.has(e.target))).toEqual([]);
  });
});
