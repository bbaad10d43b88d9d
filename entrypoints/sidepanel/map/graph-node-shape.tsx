import type { KeyboardEvent } from 'react';
import type { VerdictLabel } from '@/lib/engine';
import { LABEL_WORDS, VERDICT_SIGNS } from '@/lib/presentation/verdict-words';
import type { PlacedNode } from './graph-layout';
import { nodeRadius } from './graph-layout';

const TYPE_WORDS = { claim: 'Claim', entity: 'Entity', source: 'Source' } as const;

/** What a node says to a screen reader and on hover: kind, a claim's verdict, and its label. */
function nodeName(node: PlacedNode, verdict?: VerdictLabel): string {
  const kind = verdict ? `${TYPE_WORDS[node.type]}, ${LABEL_WORDS[verdict]}` : TYPE_WORDS[node.type];
  return `${kind}: ${node.label}`;
}

/** One node: circle (claim), square (entity) or diamond (source); focusable, Enter or click opens it. */
export function GraphNodeShape({
  node,
  selected,
  verdict,
  onOpen,
  onFocus,
}: {
  node: PlacedNode;
  selected: boolean;
  /** A claim's verdict: its colour, sign and name. */
  verdict?: VerdictLabel | undefined;
  onOpen(node: PlacedNode): void;
  onFocus?(): void;
}) {
  const r = nodeRadius(node, node.degree);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(node);
    }
  };
  return (
    <g
      className={`node node-${node.type}${verdict ? ` verdict-${verdict}` : ''}${selected ? ' selected' : ''}`}
      transform={`translate(${node.x.toFixed(1)} ${node.y.toFixed(1)})`}
      tabIndex={0}
      role="button"
      aria-label={nodeName(node, verdict)}
      data-node={node.id}
      data-node-type={node.type}
      data-verdict={verdict}
      onClick={() => onOpen(node)}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <title>{nodeName(node, verdict)}</title>
      {node.type === 'claim' && <circle r={r} />}
      {node.type === 'claim' && verdict && (
        <text className="node-glyph" fontSize={r * 1.3} textAnchor="middle" dy={r * 0.45} aria-hidden="true">
          {VERDICT_SIGNS[verdict]}
        </text>
      )}
      {node.type === 'entity' && <rect x={-r} y={-r} width={r * 2} height={r * 2} rx={2} />}
      {node.type === 'source' && <polygon points={`0,${-r * 1.3} ${r * 1.3},0 0,${r * 1.3} ${-r * 1.3},0`} />}
    </g>
  );
}
