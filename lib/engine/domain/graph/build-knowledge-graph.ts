/** The knowledge graph: claims, deduplicated entities and sources, with cited edges and no dangling edge. */
import type { ClaimEdge, ClaimRelation, GraphEdge, GraphNode, KnowledgeGraph } from '../../schemas';
import type { EngineConfig } from '../../config';
import { dedupeEntities, matchEntity, normaliseEntity } from './dedupe-entities';
import type { JudgedClaim } from './find-battlegrounds';

export interface EntityRelation {
  source: string;
  relation: string;
  target: string;
  /** Evidence id or URL backing the relation (required: a relation without a citation is dropped). */
  citation: string;
  /** The claim that states the relation, when it comes from the article. */
  claimId?: string;
}

interface GraphInput {
  claims: ReadonlyArray<
    JudgedClaim['claim'] & {
      entities?: readonly string[];
      edges?: readonly ClaimEdge[];
      /** Entity relations the article states in this claim (checked at extraction), cited to the article. */
      relations?: readonly ClaimRelation[];
    }
  >;
  judged: readonly JudgedClaim[];
  relations?: readonly EntityRelation[];
}

/** Builds the graph; anything that would dangle is dropped and described in `trace` when given. */
export function buildKnowledgeGraph(
  input: GraphInput,
  config: EngineConfig,
  trace: string[] = [],
): KnowledgeGraph {
  const nodes = new Map<string, GraphNode>();
  const edges = new Map<string, GraphEdge>();
  const addNode = (node: GraphNode): void => void (nodes.has(node.id) || nodes.set(node.id, node));
  const addEdge = (
    type: GraphEdge['type'],
    source: string,
    target: string,
    label: string,
    citations: string[],
    claimId?: string,
  ): void => {
    // Entity relations keep one edge per predicate; every other edge type is one edge per pair.
    const id = `${type}:${source}->${target}${claimId !== undefined ? `:${label.toLowerCase()}` : ''}`;
    const existing = edges.get(id);
    if (existing) {
      existing.citations = [...new Set([...existing.citations, ...citations])];
      if (claimId && existing.claimIds && !existing.claimIds.includes(claimId))
        existing.claimIds.push(claimId);
    } else
      edges.set(id, {
        id,
        source,
        target,
        type,
        label,
        citations: [...new Set(citations)],
        ...(claimId ? { claimIds: [claimId] } : {}),
      });
  };

  const stated: EntityRelation[] = input.claims.flatMap((c) =>
    (c.relations ?? []).map((r) => ({
      source: r.subject,
      relation: r.predicate,
      target: r.object,
      citation: r.citation,
      claimId: c.id,
    })),
  );
  // A relation's subject and object are entities of the graph even when the claim's entity list missed them.
  const names = [
    ...input.claims.flatMap((c) => c.entities ?? []),
    ...stated.flatMap((r) => [r.source, r.target]),
  ];
  const deduped = dedupeEntities(names, {
    threshold: config.graph.entitySimilarity,
    prefix: config.graph.blockPrefix,
  });
  const entityId = (name: string): string => `entity:${normaliseEntity(name)}`;
  for (const name of deduped.entities)
    addNode({ id: entityId(name), type: 'entity', label: name, ref: name });

  for (const claim of input.claims) {
    const claimNode = `claim:${claim.id}`;
    addNode({ id: claimNode, type: 'claim', label: claim.text.slice(0, 160), ref: claim.id });
    const mentioned = [
      ...(claim.entities ?? []),
      ...(claim.relations ?? []).flatMap((r) => [r.subject, r.object]),
    ];
    for (const name of new Set(mentioned)) {
      const canonical = deduped.canonicalOf.get(name.trim());
      if (canonical) addEdge('mentions', claimNode, entityId(canonical), 'mentions', []);
    }
    for (const edge of claim.edges ?? [])
      addEdge(edge.type, claimNode, `claim:${edge.target}`, edge.type.replace('_', ' '), []);
  }

  const evidenceIdOfUrl = new Map<string, string>();
  for (const { claim, judgement } of input.judged) {
    for (const group of judgement.groups) {
      const e = group.representative;
      const sourceNode = `source:${e.url}`;
      addNode({ id: sourceNode, type: 'source', label: e.tier.domain || e.url, ref: e.url });
      const type = group.gVote > 0 ? 'supports' : group.gVote < 0 ? 'refutes' : 'relates';
      const label = type === 'relates' ? 'partly supports / mixed' : type;
      addEdge(
        type,
        sourceNode,
        `claim:${claim.id}`,
        label,
        group.members.map((m) => m.id),
      );
      for (const m of group.members) evidenceIdOfUrl.set(m.url, m.id);
    }
  }

  for (const rel of [...(input.relations ?? []), ...stated]) {
    const from = matchEntity(rel.source, deduped, config.graph.entitySimilarity);
    const to = matchEntity(rel.target, deduped, config.graph.entitySimilarity);
    const citation = rel.citation.trim();
    if (!from || !to || !citation) {
      trace.push(
        `Dropped relation "${rel.source} ${rel.relation} ${rel.target}": ${!citation ? 'no citation' : 'an endpoint matches no entity'}.`,
      );
      continue;
    }
    if (from === to) continue;
    addEdge(
      'relates',
      entityId(from),
      entityId(to),
      rel.relation,
      [evidenceIdOfUrl.get(citation) ?? citation],
      rel.claimId ?? '',
    );
  }

  // Referential integrity: never a dangling edge.
  const kept: GraphEdge[] = [];
  for (const edge of edges.values()) {
    if (nodes.has(edge.source) && nodes.has(edge.target)) kept.push(edge);
    else trace.push(`Dropped edge ${edge.id}: it points at a node that does not exist.`);
  }
  return { nodes: [...nodes.values()], edges: kept };
}
