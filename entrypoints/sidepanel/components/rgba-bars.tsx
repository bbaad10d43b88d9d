import type { Rgba } from '@/lib/engine';
import { CHANNELS, percent } from '@/lib/presentation/verdict-words';

/** The four verdict channels as small bars, each named in words (never a bare letter) with its number. */
export function RgbaBars({ rgba, compact = false }: { rgba: Rgba; compact?: boolean }) {
  return (
    <ul
      className={`rgba-bars${compact ? ' compact' : ''}`}
      aria-label="Verdict channels"
      data-testid="rgba-bars"
    >
      {CHANNELS.map(({ key, name, meaning }) => (
        <li key={key} className={`channel channel-${key}`}>
          <span className="channel-name" title={meaning}>
            {name}
          </span>
          <span
            className="bar"
            role="meter"
            aria-label={name}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(rgba[key] * 100)}
          >
            <span className="fill" style={{ width: percent(rgba[key]) }} />
          </span>
          <span className="channel-value">{percent(rgba[key])}</span>
        </li>
      ))}
    </ul>
  );
}
