import type { KeyboardEvent } from 'react';
import type { PlacedNode } from './graph-layout';
import { nodeRadius } from './graph-layout';

const TYPE_WORDS = { claim: 'Claim', entity: 'Entity', source: 'Source' } as const;

/** One node: circle (claim), square (entity) or diamond (source); focusable, Enter or click opens it. */
export function GraphNodeShape({
  node,
  selected,
  onOpen,
  onFocus,
}: {
  node: PlacedNode;
  selected: boolean;
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
      className={`node node-${node.type}${selected ? ' selected' : ''}`}
      transform={`translate(${node.x.toFixed(1)} ${node.y.toFixed(1)})`}
      tabIndex={0}
      role="button"
      aria-label={`${TYPE_WORDS[node.type]}: ${node.label}`}
      data-node={node.id}
      data-node-type={node.type}
      onClick={() => onOpen(node)}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <title>{`${TYPE_WORDS[node.type]}: ${node.label}`}</title>
      {node.type === 'claim' && <circle r={r} />}
      {node.type === 'entity' && <rect x={-r} y={-r} width={r * 2} height={r * 2} rx={2} />}
      {node.type === 'source' && <polygon points={`0,${-r * 1.3} ${r * 1.3},0 0,${r * 1.3} ${-r * 1.3},0`} />}
    </g>
  );
}
