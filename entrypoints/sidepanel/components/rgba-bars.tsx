import type { Rgba, VerdictLabel } from '@/lib/engine';
import { CHANNELS } from '@/lib/presentation/channel-words';
import { percent } from '@/lib/presentation/verdict-words';

/** A supported claim's danger is harm if it were false: shown calm, never as a red alarm. */
function calmDanger(label: VerdictLabel | undefined): boolean {
  return label === 'supported' || label === 'likely_true';
}

/**
 * The four RGBA channels as small labelled bars with numbers, and what they rest on (`basis`: "From 3 independent
 * sources"). Danger is "harm if it were false": on a claim judged true its bar is grey, not red.
 */
export function RgbaBars({
  rgba,
  compact = false,
  label,
  basis,
}: {
  rgba: Rgba;
  compact?: boolean;
  label?: VerdictLabel;
  basis?: string;
}) {
  const calm = calmDanger(label);
  return (
    <>
      <ul
        className={`rgba-bars${compact ? ' compact' : ''}`}
        aria-label="Verdict channels"
        data-testid="rgba-bars"
      >
        {CHANNELS.map(({ key, name, meaning, colour }) => (
          <li
            key={key}
            className={`channel channel-${key}${key === 'r' && calm ? ' channel-calm' : ''}`}
            data-testid={`channel-${key}`}
          >
            <span className="channel-name" title={`${name}: ${meaning}`}>
              {name}
            </span>
            <span
              className="bar"
              role="meter"
              aria-label={key === 'r' ? `${name} (${meaning})` : name}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(rgba[key] * 100)}
            >
              <span
                className="fill"
                style={{
                  width: percent(rgba[key]),
                  background: key === 'r' && calm ? 'var(--muted)' : colour,
                }}
              />
            </span>
            <span className="channel-value">{percent(rgba[key])}</span>
          </li>
        ))}
      </ul>
      {basis && (
        <p className="muted figures-basis" data-testid="figures-basis">
          {basis}
        </p>
      )}
    </>
  );
}
