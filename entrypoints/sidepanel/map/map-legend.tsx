import { VERDICT_SIGNS } from '@/lib/presentation/verdict-words';

/** One legend entry per colour and sign a claim can wear (verdicts that share them are named together). */
const LEGEND_VERDICTS = [
  ['supported', 'supported or likely true'],
  ['contested', 'contested'],
  ['refuted', 'refuted or likely false'],
  ['unverified', 'unverified or not checkable'],
] as const;

/** What the shapes, colours, signs and line styles of the map mean. */
export function MapLegend() {
  return (
    <ul className="map-legend" aria-label="Map legend">
      <li>
        <svg width="14" height="14" aria-hidden="true" className="node-claim">
          <circle cx="7" cy="7" r="6" />
        </svg>{' '}
        claim (not yet judged)
      </li>
      {LEGEND_VERDICTS.map(([verdict, words]) => (
        <li key={verdict}>
          <svg width="14" height="14" aria-hidden="true" className={`node-claim verdict-${verdict}`}>
            <circle cx="7" cy="7" r="7" />
            <text className="node-glyph" x="7" y="11" fontSize="10" textAnchor="middle">
              {VERDICT_SIGNS[verdict]}
            </text>
          </svg>{' '}
          claim: {words}
        </li>
      ))}
      <li>
        <svg width="14" height="14" aria-hidden="true" className="node-entity">
          <rect x="1" y="1" width="12" height="12" rx="2" />
        </svg>{' '}
        entity
      </li>
      <li>
        <svg width="14" height="14" aria-hidden="true" className="node-source">
          <polygon points="7,0 14,7 7,14 0,7" />
        </svg>{' '}
        source
      </li>
      <li>
        <svg width="24" height="8" aria-hidden="true">
          <line x1="0" y1="4" x2="24" y2="4" className="edge edge-support" />
        </svg>{' '}
        supports
      </li>
      <li>
        <svg width="24" height="8" aria-hidden="true">
          <line x1="0" y1="4" x2="24" y2="4" className="edge edge-conflict" />
        </svg>{' '}
        refutes or contradicts
      </li>
      <li>
        <svg width="24" height="8" aria-hidden="true">
          <line x1="0" y1="4" x2="24" y2="4" className="edge edge-neutral" />
        </svg>{' '}
        mentions, relates
      </li>
      <li>
        <svg width="24" height="8" aria-hidden="true">
          <line x1="0" y1="4" x2="24" y2="4" className="edge edge-relation" />
        </svg>{' '}
        relation the article states (labelled)
      </li>
    </ul>
  );
}
