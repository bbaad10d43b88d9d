import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { VerdictLabel } from '@/lib/engine';
import { LABEL_WORDS } from '@/lib/presentation/verdict-words';
import { edgeStyle, type GraphLayout, type PlacedNode } from './graph-layout';
import { GraphNodeShape } from './graph-node-shape';
import { placeLabels } from './label-placement';
import { fitTransform, panBy, wheelFactor, zoomAt, type ViewTransform } from './view-transform';

const VIEW_W = 400;
const VIEW_H = 400;
/** Labels render at least this many screen pixels high, whatever the panel's width and the zoom. */
const LABEL_PX = 12;

/** The graph as SVG: wheel and buttons zoom, dragging pans, arrow keys pan, + and − zoom. */
export function GraphCanvas({
  layout,
  selectedId,
  verdicts,
  onOpen,
}: {
  layout: GraphLayout;
  selectedId: string | null;
  /** Each claim's verdict by claim id (a claim node's `ref`). */
  verdicts?: ReadonlyMap<string, VerdictLabel>;
  onOpen(node: PlacedNode): void;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const [view, setView] = useState<ViewTransform>(() => fitTransform(layout.bounds, VIEW_W, VIEW_H));
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  // Rendered pixels per viewBox unit: labels are sized for the screen, not for the viewBox.
  const [pxPerUnit, setPxPerUnit] = useState(1);
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const measure = () => setPxPerUnit(Math.max(0.1, element.getBoundingClientRect().width / VIEW_W));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const [shownLayout, setShownLayout] = useState(layout);
  if (shownLayout !== layout) {
    setShownLayout(layout);
    setView(fitTransform(layout.bounds, VIEW_W, VIEW_H));
  }

  // React's wheel listener is passive: attach one that may prevent the page from scrolling.
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const point = toView(element, event.clientX, event.clientY);
      setView((current) => zoomAt(current, wheelFactor(event.deltaY), point.x, point.y));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if ((event.target as Element).closest('[data-node]')) return;
    drag.current = toView(event.currentTarget, event.clientX, event.clientY);
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!drag.current) return;
    const point = toView(event.currentTarget, event.clientX, event.clientY);
    const last = drag.current;
    drag.current = point;
    setView((current) => panBy(current, point.x - last.x, point.y - last.y));
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = 30;
    const moves: Record<string, () => ViewTransform> = {
      ArrowLeft: () => panBy(view, step, 0),
      ArrowRight: () => panBy(view, -step, 0),
      ArrowUp: () => panBy(view, 0, step),
      ArrowDown: () => panBy(view, 0, -step),
      '+': () => zoomAt(view, 1.25, VIEW_W / 2, VIEW_H / 2),
      '=': () => zoomAt(view, 1.25, VIEW_W / 2, VIEW_H / 2),
      '-': () => zoomAt(view, 0.8, VIEW_W / 2, VIEW_H / 2),
      '0': () => fitTransform(layout.bounds, VIEW_W, VIEW_H),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setView(move());
  };

  const labelOf = new Map(layout.nodes.map((node) => [node.id, node.label]));
  const verdictOf = (node: PlacedNode) => (node.type === 'claim' ? verdicts?.get(node.ref) : undefined);
  // A claim's label starts with its verdict in words ("Contested · Traffic on the old…"; just "Contested" when
  // the whole label finds no room).
  const labelled = layout.nodes.map((node) => {
    const verdict = verdictOf(node);
    return verdict
      ? { ...node, label: `${LABEL_WORDS[verdict]} · ${node.label}`, short: LABEL_WORDS[verdict] }
      : node;
  });
  const labels = placeLabels(labelled, view, {
    pxPerUnit,
    viewWidth: VIEW_W,
    viewHeight: VIEW_H,
    minPx: LABEL_PX,
    first: [focused, selectedId].filter((id): id is string => id !== null),
    avoid: layout.edges
      .filter((edge) => edge.relation)
      .map((edge) => ({
        x: view.x + view.k * ((edge.x1 + edge.x2) / 2),
        y: view.y + view.k * ((edge.y1 + edge.y2) / 2),
        chars: edge.label.length,
      })),
  });
  return (
    <div className="graph">
      <div className="button-row map-controls">
        <button type="button" onClick={() => setView(zoomAt(view, 1.25, VIEW_W / 2, VIEW_H / 2))}>
          Zoom in
        </button>
        <button type="button" onClick={() => setView(zoomAt(view, 0.8, VIEW_W / 2, VIEW_H / 2))}>
          Zoom out
        </button>
        <button type="button" onClick={() => setView(fitTransform(layout.bounds, VIEW_W, VIEW_H))}>
          Fit
        </button>
      </div>
      <svg
        ref={svg}
        viewBox={`0 0 ${VIEW_W} ${VIEW_H}`}
        className="graph-svg"
        role="group"
        aria-label="Knowledge graph. Arrow keys pan, plus and minus zoom, Tab moves between nodes, Enter opens one."
        tabIndex={0}
        data-testid="graph"
        data-scale={view.k.toFixed(3)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
      >
        <g transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
          {layout.edges.map((edge) => (
            <line
              key={edge.id}
              className={`edge edge-${edge.relation ? 'relation' : edgeStyle(edge.type)}`}
              data-edge-type={edge.relation ? 'relation' : edge.type}
              x1={edge.x1}
              y1={edge.y1}
              x2={edge.x2}
              y2={edge.y2}
            >
              <title>
                {edge.relation
                  ? `${labelOf.get(edge.source) ?? ''} ${edge.label} ${labelOf.get(edge.target) ?? ''}`
                  : edge.label || edge.type}
              </title>
            </line>
          ))}
          {layout.nodes.map((node) => (
            <GraphNodeShape
              key={node.id}
              node={node}
              selected={node.id === selectedId}
              verdict={verdictOf(node)}
              onOpen={onOpen}
              onFocus={() => setFocused(node.id)}
            />
          ))}
        </g>
        {/* Relation predicates at the middle of their edge, in screen space like the node labels. */}
        <g className="relation-labels" data-testid="relation-labels">
          {layout.edges
            .filter((edge) => edge.relation)
            .map((edge) => (
              <text
                key={edge.id}
                x={view.x + view.k * ((edge.x1 + edge.x2) / 2)}
                y={view.y + view.k * ((edge.y1 + edge.y2) / 2)}
                fontSize={LABEL_PX / pxPerUnit}
                textAnchor="middle"
                data-testid="relation-label"
              >
                {edge.label}
              </text>
            ))}
        </g>
        {/* Labels in screen space: legible at any zoom, placed so none overlaps another or a node. */}
        <g className="node-labels" data-testid="node-labels">
          {labels.map((label) => (
            <text
              key={label.id}
              x={label.x}
              y={label.y}
              fontSize={label.size}
              textAnchor="middle"
              aria-hidden="true"
            >
              {label.text}
            </text>
          ))}
        </g>
      </svg>
    </div>
  );
}

/** Client coordinates to the SVG's viewBox coordinates. */
function toView(element: SVGSVGElement, clientX: number, clientY: number): { x: number; y: number } {
  const rect = element.getBoundingClientRect();
  return {
    x: ((clientX - rect.left) / Math.max(1, rect.width)) * VIEW_W,
    y: ((clientY - rect.top) / Math.max(1, rect.height)) * VIEW_H,
  };
}
