import { useEngineConfig } from './engine-config-context';
import type { SourceTier } from '@/lib/engine';
import {
  SOURCE_KIND_WORDS,
  credibilityWords,
  sourceKindOf,
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
 * Credibility in words: the standing the source's kind gives it, the figure, and why the figure is lower than the kind
 * alone would make it ("high standing · credibility 49% (lowered: it was published 6 years ago; …)"). `at` is the
 * time of the check (ages are counted from it).
 */
export function Credibility({
  source,
  at,
}: {
  source: { url: string; tier: SourceTier; credibility: number | null; publishedAt?: string | null };
  at: number;
}) {
  const words = credibilityWords(source, at, useEngineConfig());
  return (
    <span className="muted" data-testid="credibility">
      {words.standing} · {words.figure}
      {words.lowered.length > 0 && (
        <span data-testid="credibility-lowered"> (lowered: {words.lowered.join('; ')})</span>
      )}
    </span>
  );
}
