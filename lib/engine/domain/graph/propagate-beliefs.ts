/** Claim-graph belief propagation (seed 001): one topological pass over depends_on / supports / contradicts. */
import type { ClaimEdge } from '../../schemas';
import type { EngineConfig } from '../../config';

interface PropagationNode {
  id: string;
  /** Local log-odds of G (from the claim's own evidence). */
  g: number;
  edges: readonly ClaimEdge[];
}

interface PropagationResult {
  /** Claim id → propagated log-odds of G. */
  g: Map<string, number>;
  /** Claim id → the message it received (0 when none). */
  message: Map<string, number>;
  /** What happened, in words: cycles broken, edges to unknown claims ignored. */
  trace: string[];
}

interface Link {
  from: string;
  to: string;
  weight: number;
  type: ClaimEdge['type'];
}

/**
 * `A depends_on B`: B's belief flows into A. `A supports B` / `A contradicts B`: A's belief flows into B
 * (contradicts with the sign flipped). A cycle is broken at the lowest claim id still waiting, and recorded.
 */
export function propagateBeliefs(nodes: readonly PropagationNode[], config: EngineConfig): PropagationResult {
  const trace: string[] = [];
  const ids = new Set(nodes.map((n) => n.id));
  const links: Link[] = [];
  for (const node of [...nodes].sort((a, b) => cmp(a.id, b.id))) {
    for (const edge of node.edges) {
      if (!ids.has(edge.target) || edge.target === node.id) {
        trace.push(
          `Ignored ${edge.type} edge from ${node.id} to ${edge.target}: ${edge.target === node.id ? 'self-loop' : 'no such claim'}.`,
        );
        continue;
      }
      const weight = config.belief.edgeWeight[edge.type] * (edge.type === 'contradicts' ? -1 : 1);
      const [from, to] = edge.type === 'depends_on' ? [edge.target, node.id] : [node.id, edge.target];
      links.push({ from, to, weight, type: edge.type });
    }
  }
  const local = new Map(nodes.map((n) => [n.id, n.g]));
  const incoming = new Map<string, Link[]>([...ids].map((id) => [id, []]));
  for (const link of links) incoming.get(link.to)?.push(link);
  const g = new Map<string, number>();
  const message = new Map<string, number>();
  const done = new Set<string>();
  const dropped = new Set<Link>();
  while (done.size < ids.size) {
    const waiting = [...ids].filter((id) => !done.has(id)).sort(cmp);
    const ready = waiting.find((id) =>
      (incoming.get(id) ?? []).every((l) => dropped.has(l) || done.has(l.from)),
    );
    const next = ready ?? (waiting[0] as string);
    if (!ready) {
      for (const l of incoming.get(next) ?? []) {
        if (!done.has(l.from) && !dropped.has(l)) {
          dropped.add(l);
          trace.push(
            `Cycle broken: ignored the ${l.type} edge ${l.from} → ${next} (lowest waiting claim id first).`,
          );
        }
      }
    }
    let sum = 0;
    for (const l of incoming.get(next) ?? []) if (!dropped.has(l)) sum += (g.get(l.from) ?? 0) * l.weight;
    message.set(next, sum);
    g.set(next, (local.get(next) ?? 0) + sum);
    done.add(next);
  }
  return { g, message, trace };
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
