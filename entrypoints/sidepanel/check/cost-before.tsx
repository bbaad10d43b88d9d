import type { Settings } from '@/lib/settings/settings';
import { costInputs } from '@/lib/settings/model-cost';
import { costBeforeWords } from '@/lib/presentation/cost-words';
import { useEngineConfig } from '../components/engine-config-context';

/** Beside "Check this article": the most a check may cost with the settings as they are. */
export function CostBefore({ settings }: { settings: Settings }) {
  const config = useEngineConfig();
  return (
    <p className="muted" data-testid="cost-before">
      {costBeforeWords(costInputs(settings, config.budgets))}
    </p>
  );
}
