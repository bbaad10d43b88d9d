import type { Article, SourceTier } from '@/lib/engine';
import { articleTierOf } from '@/lib/engine';
import { TierBadge } from '../components/tier-badge';
import { useEngineConfig } from '../components/engine-config-context';
import { kindOfTier } from '@/lib/presentation/source-kind-words';

/**
 * The post's account as a kind of source: an official public-body account is a public body, not a social account.
 * Its own module, loaded only for posts: the tier lists and the public suffix list stay out of the panel's first load.
 */
export function AccountBadge({
  article,
  tierOverrides,
}: {
  article: Article;
  tierOverrides?: Readonly<Record<string, SourceTier>> | undefined;
}) {
  const config = useEngineConfig();
  const looked = articleTierOf(article, { overrides: tierOverrides, lookalike: config.tiers.lookalike });
  return <TierBadge tier={looked.tier} kind={kindOfTier(looked)} />;
}
