import type { Rgba } from '@/lib/engine';
import { CHANNELS } from '@/lib/presentation/channel-words';
import { percent } from '@/lib/presentation/verdict-words';

/** The four RGBA channels as small labelled bars with numbers. */
export function RgbaBars({ rgba, compact = false }: { rgba: Rgba; compact?: boolean }) {
  return (
    <ul
      className={`rgba-bars${compact ? ' compact' : ''}`}
      aria-label="Verdict channels"
      data-testid="rgba-bars"
    >
      {CHANNELS.map(({ key, name, colour }) => (
        <li key={key} className={`channel channel-${key}`}>
          <span className="channel-name" title={name}>
            {key.toUpperCase()}
            <span className="visually-hidden"> {name}</span>
          </span>
          <span
            className="bar"
            role="meter"
            aria-label={name}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(rgba[key] * 100)}
          >
            <span className="fill" style={{ width: percent(rgba[key]), background: colour }} />
          </span>
          <span className="channel-value">{percent(rgba[key])}</span>
        </li>
      ))}
    </ul>
  );
}
