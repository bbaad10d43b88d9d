import { CHANNELS } from '@/lib/presentation/channel-words';

/** What R, G, B and A mean, in plain words (collapsed by default). */
export function RgbaLegend() {
  return (
    <details className="legend" data-testid="rgba-legend">
      <summary>What R, G, B, A mean</summary>
      <dl>
        {CHANNELS.map(({ key, name, meaning }) => (
          <div key={key} className={`channel-${key}`}>
            <dt>
              {key.toUpperCase()} — {name}
            </dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
