import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { edgeStyle, type GraphLayout, type PlacedNode } from './graph-layout';
import { GraphNodeLabel, GraphNodeShape } from './graph-node-shape';
import { fitTransform, panBy, wheelFactor, zoomAt, type ViewTransform } from './view-transform';

const VIEW_W = 400;
const VIEW_H = 400;
/** Labels are drawn for all nodes in small graphs, or once zoomed in. */
const LABEL_LIMIT = 40;

/** The graph as SVG: wheel and buttons zoom, dragging pans, arrow keys pan, + and − zoom. */
export function GraphCanvas({
  layout,
  selectedId,
  onOpen,
}: {
  layout: GraphLayout;
  selectedId: string | null;
  onOpen(node: PlacedNode): void;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const [view, setView] = useState<ViewTransform>(() => fitTransform(layout.bounds, VIEW_W, VIEW_H));
  const drag = useRef<{ x: number; y: number } | null>(null);

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

  const showLabels = layout.nodes.length <= LABEL_LIMIT || view.k >= 1.6;
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
              className={`edge edge-${edgeStyle(edge.type)}`}
              data-edge-type={edge.type}
              x1={edge.x1}
              y1={edge.y1}
              x2={edge.x2}
              y2={edge.y2}
            >
              <title>{edge.label || edge.type}</title>
            </line>
          ))}
          {layout.nodes.map((node) => (
            <GraphNodeShape key={node.id} node={node} selected={node.id === selectedId} onOpen={onOpen} />
          ))}
          {showLabels && (
            <g className="node-labels">
              {layout.nodes.map((node) => (
                <GraphNodeLabel key={node.id} node={node} />
              ))}
            </g>
          )}
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
