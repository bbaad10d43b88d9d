import type { Rgba, VerdictLabel } from '@/lib/engine';
import { CHANNELS } from '@/lib/presentation/channel-words';
import { percent } from '@/lib/presentation/verdict-words';
import { PROVISIONAL_FIGURES } from './provisional-note';

/** A supported claim's danger is harm if it were false: shown calm, never as a red alarm. */
function calmDanger(label: VerdictLabel | undefined): boolean {
  return label === 'supported' || label === 'likely_true';
}

/**
 * The four RGBA channels as small labelled bars with numbers, and what they rest on (`basis`: "From 3 independent
 * sources"). Danger is "harm if it were false": on a claim judged true its bar is grey, not red. A provisional
 * verdict's bars (the built-in rules' reading, the model's awaited) are hatched and dimmed, captioned in words, and
 * each meter's accessible name and value say "provisional".
 */
export function RgbaBars({
  rgba,
  compact = false,
  label,
  basis,
  provisional = false,
}: {
  rgba: Rgba;
  compact?: boolean;
  label?: VerdictLabel;
  basis?: string;
  provisional?: boolean;
}) {
  const calm = calmDanger(label);
  const mark = provisional ? ' (provisional)' : '';
  return (
    <>
      {provisional && (
        <p className="bars-provisional" data-testid="bars-provisional">
          {PROVISIONAL_FIGURES}
        </p>
      )}
      <ul
        className={`rgba-bars${compact ? ' compact' : ''}${provisional ? ' provisional' : ''}`}
        aria-label={
          provisional ? `Verdict channels, ${PROVISIONAL_FIGURES.toLowerCase()}` : 'Verdict channels'
        }
        data-testid="rgba-bars"
        {...(provisional ? { 'data-provisional': 'true' } : {})}
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
              aria-label={`${key === 'r' ? `${name} (${meaning})` : name}${mark}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(rgba[key] * 100)}
              {...(provisional ? { 'aria-valuetext': `${percent(rgba[key])}, provisional` } : {})}
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
