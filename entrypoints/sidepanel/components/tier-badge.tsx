import { useEngineConfig } from './engine-config-context';
import type { SourceTier, TimeSensitivity } from '@/lib/engine';
import {
  SOURCE_KIND_WORDS,
  credibilityWords,
  sourceKindOf,
  type CredibleSource,
  type SourceKind,
} from '@/lib/presentation/source-kind-words';

/**
 * A source's kind in plain words ("fact-checker", "public body"), coloured by its standing, with what the kind means
 * and its tier letter on hover. `url` names the source (its curated list decides the kind); `kind` when already known.
 */
export function TierBadge({ tier, url, kind }: { tier: SourceTier; url?: string; kind?: SourceKind }) {
  const shown = kind ?? sourceKindOf(url ?? '', tier);
  const words = SOURCE_KIND_WORDS[shown];
  const letter = tier === 'unknown' ? 'no tier' : `tier ${tier}`;
  const meaning = `${words.meaning} (${letter})`;
  return (
    <span
      className={`badge tier kind-${words.tone}`}
      title={meaning}
      aria-label={`${words.one}: ${meaning}`}
      data-kind={shown}
    >
      {words.one}
    </span>
  );
}

/**
 * Standing in words first ("public body, high standing"); the credibility figure, its parts and why it is lower than
 * the kind alone would make it only in a fold ("credibility 85% (lowered: it was published 3 years ago (the claim is a
 * figure, which can change))"). `at` is the time of the check (ages are counted from it); `timeSensitivity` is the
 * claim's (its age counts only for a time-sensitive claim); `passage` what the check read of the source.
 */
export function Credibility({
  source,
  at,
  timeSensitivity,
}: {
  source: CredibleSource;
  at: number;
  timeSensitivity?: TimeSensitivity;
}) {
  const words = credibilityWords(source, at, useEngineConfig(), timeSensitivity);
  return (
    <span className="muted" data-testid="credibility">
      <span data-testid="standing">{words.standing}</span>
      {words.parts.length > 0 ? (
        <details className="credibility-detail" data-testid="credibility-detail">
          <summary>
            {words.figure}
            {words.lowered.length > 0 && (
              <span data-testid="credibility-lowered"> (lowered: {words.lowered.join('; ')})</span>
            )}
          </summary>
          <ul>
            {words.parts.map((part) => (
              <li key={part}>{part}</li>
            ))}
          </ul>
        </details>
      ) : (
        <span> · {words.figure}</span>
      )}
    </span>
  );
}
