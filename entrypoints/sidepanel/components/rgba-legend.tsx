import { CHANNELS } from '@/lib/presentation/channel-words';

/** What each bar means, in plain words, always shown beside the bars (folded with them, never apart). */
export function RgbaLegend() {
  return (
    <section className="legend" aria-label="What the bars mean" data-testid="rgba-legend">
      <dl>
        {CHANNELS.map(({ key, name, meaning }) => (
          <div key={key} className={`channel-${key}`}>
            <dt>{name}</dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
