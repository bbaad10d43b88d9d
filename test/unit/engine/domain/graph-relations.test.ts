import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG } from '../../../../lib/engine/config';
import { buildKnowledgeGraph } from '../../../../lib/engine/domain';
import { fakeClaim } from '../../../builders';

const ARTICLE = 'https://news.example/mmr';

describe('knowledge graph: relations the article states', () => {
  const autism = fakeClaim({
    id: 'c-autism',
    text: 'The MMR vaccine causes autism.',
    entities: ['MMR vaccine', 'autism'],
    relations: [{ subject: 'MMR vaccine', predicate: 'causes', object: 'autism', citation: ARTICLE }],
  });
  const who = fakeClaim({
    id: 'c-who',
    text: 'The World Health Organization says the MMR vaccine prevents measles.',
    entities: ['World Health Organization'],
    relations: [
      { subject: 'MMR Vaccine', predicate: 'prevents', object: 'measles', citation: ARTICLE },
      { subject: 'MMR vaccine', predicate: 'causes', object: 'Autism', citation: ARTICLE },
    ],
  });
  const graph = buildKnowledgeGraph({ claims: [autism, who], judged: [] }, ENGINE_CONFIG);
  const relations = graph.edges.filter((e) => e.type === 'relates');

  it('draws one labelled entity–entity edge per predicate, cited to the article, with the claims that state it', () => {
    expect(relations.map((e) => `${e.source} ${e.label} ${e.target}`).sort()).toEqual([
      'entity:mmr vaccine causes entity:autism',
      'entity:mmr vaccine prevents entity:measles',
    ]);
    const causes = relations.find((e) => e.label === 'causes')!;
    expect(causes.citations).toEqual([ARTICLE]);
    expect(causes.claimIds).toEqual(['c-autism', 'c-who']);
  });

  it('makes the endpoints entity nodes (deduplicated) linked to the claim, even when its entity list missed them', () => {
    const entities = graph.nodes.filter((n) => n.type === 'entity').map((n) => n.label);
    expect(entities.filter((l) => /mmr/i.test(l))).toHaveLength(1);
    expect(entities).toContain('measles');
    expect(graph.edges).toContainEqual(
      expect.objectContaining({ type: 'mentions', source: 'claim:c-who', target: 'entity:measles' }),
    );
    const ids = new Set(graph.nodes.map((n) => n.id));
    for (const e of graph.edges) expect(ids.has(e.source) && ids.has(e.target)).toBe(true);
  });

  it('has no relation edge when no claim states one (the no-model path)', () => {
    const plain = buildKnowledgeGraph(
      { claims: [fakeClaim({ entities: ['MMR vaccine', 'autism'] })], judged: [] },
      ENGINE_CONFIG,
    );
    expect(plain.edges.filter((e) => e.type === 'relates')).toEqual([]);
  });
});
