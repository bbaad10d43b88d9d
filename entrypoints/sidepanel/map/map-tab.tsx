import { useMemo, useState } from 'react';
import { NoRun } from '../components/no-run';
import { usePanel } from '../components/panel-context';
import { useRunData } from '../components/use-run-data';
import { EntityClaims } from './entity-claims';
import { GraphCanvas } from './graph-canvas';
import { layoutGraph, neighbourClaims, type PlacedNode } from './graph-layout';
import { MapLegend } from './map-legend';
import { mapSummary } from '@/lib/presentation/map-words';

/** The Map tab: the run's knowledge graph; claims open their detail, sources their page, entities their claims. */
export function MapTab() {
  const { runId, openRun } = usePanel();
  const data = useRunData(runId);
  const graph = data?.run.result?.graph ?? null;
  // Layout is computed once per graph, synchronously, never per frame.
  const layout = useMemo(() => (graph ? layoutGraph(graph) : null), [graph]);
  const verdicts = useMemo(
    () => new Map((data?.verdicts ?? []).map((verdict) => [verdict.claimId, verdict.label])),
    [data?.verdicts],
  );
  const [entity, setEntity] = useState<PlacedNode | null>(null);

  if (data === undefined && runId) return <p aria-live="polite">Loading…</p>;
  if (!data) return <NoRun what="No run is shown." />;
  if (!graph || !layout) return <NoRun what="This run has no map yet." />;
  if (graph.nodes.length === 0) return <p className="muted">The map of this run is empty.</p>;

  const open = (node: PlacedNode) => {
    if (node.type === 'claim') openRun(data.run.id, node.ref);
    else if (node.type === 'source') window.open(node.ref, '_blank', 'noopener,noreferrer');
    else setEntity(node);
  };

  return (
    <div className="map-tab">
      <p className="muted" data-testid="map-summary">
        The map shows {mapSummary(graph.nodes, layout.edges.length)}. Drag to pan, scroll to zoom; Tab to a
        node and press Enter to open it.
      </p>
      <GraphCanvas layout={layout} selectedId={entity?.id ?? null} verdicts={verdicts} onOpen={open} />
      <MapLegend />
      {entity && (
        <EntityClaims
          entity={entity}
          claims={neighbourClaims(graph, entity.id)}
          onClose={() => setEntity(null)}
        />
      )}
    </div>
  );
}
