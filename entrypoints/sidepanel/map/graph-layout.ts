/** Knowledge-graph layout: d3-force run synchronously for a fixed number of ticks, off the render path. */
import { forceCollide, forceLink, forceManyBody, forceSimulation, forceX, forceY } from 'd3-force';
import type { SimulationLinkDatum, SimulationNodeDatum } from 'd3-force';
import type { GraphEdge, GraphNode, KnowledgeGraph } from '@/lib/engine';

export interface PlacedNode extends GraphNode {
  x: number;
  y: number;
  /** Number of edges touching the node (drives its size). */
  degree: number;
}

interface PlacedEdge extends GraphEdge {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** An entity–entity relation the article states: drawn with its predicate as a label. */
  relation: boolean;
}

export interface GraphLayout {
  nodes: PlacedNode[];
  edges: PlacedEdge[];
  bounds: { minX: number; minY: number; maxX: number; maxY: number };
  /** Edges dropped because one end is not a node of the graph. */
  dangling: number;
}

const DEFAULT_TICKS = 300;

type SimNode = SimulationNodeDatum & { id: string };

/** Radius a node is drawn with: claims larger, grows slowly with degree. */
export function nodeRadius(node: Pick<GraphNode, 'type'>, degree: number): number {
  const base = node.type === 'claim' ? 10 : node.type === 'entity' ? 7 : 6;
  return base + Math.min(6, Math.sqrt(degree) * 1.5);
}

/** Edges whose both ends exist, and how many were dropped. */
function validEdges(graph: KnowledgeGraph): { edges: GraphEdge[]; dangling: number } {
  const ids = new Set(graph.nodes.map((node) => node.id));
  const edges = graph.edges.filter(
    (edge) => ids.has(edge.source) && ids.has(edge.target) && edge.source !== edge.target,
  );
  return { edges, dangling: graph.edges.length - edges.length };
}

/** Places every node; deterministic for a given graph (d3-force seeds its own random source). */
export function layoutGraph(graph: KnowledgeGraph, ticks: number = DEFAULT_TICKS): GraphLayout {
  const { edges, dangling } = validEdges(graph);
  const degree = new Map<string, number>();
  for (const edge of edges) {
    degree.set(edge.source, (degree.get(edge.source) ?? 0) + 1);
    degree.set(edge.target, (degree.get(edge.target) ?? 0) + 1);
  }
  const simNodes: SimNode[] = graph.nodes.map((node) => ({ id: node.id }));
  const links: SimulationLinkDatum<SimNode>[] = edges.map((edge) => ({
    source: edge.source,
    target: edge.target,
  }));
  const typeOf = new Map(graph.nodes.map((node) => [node.id, node.type]));
  const simulation = forceSimulation(simNodes)
    .force(
      'link',
      forceLink<SimNode, SimulationLinkDatum<SimNode>>(links)
        .id((node) => node.id)
        .distance(60),
    )
    .force('charge', forceManyBody<SimNode>().strength(-120).distanceMax(400))
    .force(
      'collide',
      forceCollide<SimNode>(
        (node) => nodeRadius({ type: typeOf.get(node.id) ?? 'entity' }, degree.get(node.id) ?? 0) + 4,
      ),
    )
    .force('x', forceX<SimNode>(0).strength(0.04))
    .force('y', forceY<SimNode>(0).strength(0.04))
    .stop();
  for (let i = 0; i < ticks; i++) simulation.tick();

  const position = new Map(simNodes.map((node) => [node.id, { x: node.x ?? 0, y: node.y ?? 0 }]));
  const nodes: PlacedNode[] = graph.nodes.map((node) => ({
    ...node,
    ...position.get(node.id)!,
    degree: degree.get(node.id) ?? 0,
  }));
  const placedEdges: PlacedEdge[] = edges.map((edge) => {
    const from = position.get(edge.source)!;
    const to = position.get(edge.target)!;
    return { ...edge, x1: from.x, y1: from.y, x2: to.x, y2: to.y, relation: isRelation(edge, typeOf) };
  });
  return { nodes, edges: placedEdges, bounds: boundsOf(nodes), dangling };
}

function boundsOf(nodes: readonly PlacedNode[]): GraphLayout['bounds'] {
  if (nodes.length === 0) return { minX: -50, minY: -50, maxX: 50, maxY: 50 };
  const pad = 24;
  return {
    minX: Math.min(...nodes.map((n) => n.x)) - pad,
    minY: Math.min(...nodes.map((n) => n.y)) - pad,
    maxX: Math.max(...nodes.map((n) => n.x)) + pad,
    maxY: Math.max(...nodes.map((n) => n.y)) + pad,
  };
}

/** Whether an edge is an entity–entity relation (subject → object, labelled with its predicate). */
function isRelation(edge: GraphEdge, typeOf: ReadonlyMap<string, GraphNode['type']>): boolean {
  return (
    edge.type === 'relates' && typeOf.get(edge.source) === 'entity' && typeOf.get(edge.target) === 'entity'
  );
}

/** Edge styles: support-like edges solid, refuting/contradicting dashed, the rest dotted. */
export function edgeStyle(type: GraphEdge['type']): 'support' | 'conflict' | 'neutral' {
  if (type === 'supports' || type === 'depends_on') return 'support';
  if (type === 'refutes' || type === 'contradicts') return 'conflict';
  return 'neutral';
}

/** Claim node ids connected to a node (what an entity is mentioned by). */
export function neighbourClaims(graph: KnowledgeGraph, nodeId: string): GraphNode[] {
  const ids = new Set<string>();
  for (const edge of graph.edges) {
    if (edge.source === nodeId) ids.add(edge.target);
    if (edge.target === nodeId) ids.add(edge.source);
  }
  return graph.nodes.filter((node) => node.type === 'claim' && ids.has(node.id));
}
