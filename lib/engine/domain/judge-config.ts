/** The judge's parameters: the engine's one config (lib/engine/config.ts), with overrides resolved. */
import { ENGINE_CONFIG, withOverrides, type DeepPartial, type EngineConfig } from '../config';

export type { TierKey } from '../config';
export const JUDGE_CONFIG = ENGINE_CONFIG;
export type JudgeConfig = EngineConfig;
export type JudgeConfigOverrides = DeepPartial<EngineConfig>;

/** The config with overrides deep-merged on top (plain objects only; arrays are replaced). */
export function resolveJudgeConfig(overrides?: JudgeConfigOverrides | JudgeConfig): JudgeConfig {
  if (!overrides || overrides === ENGINE_CONFIG) return ENGINE_CONFIG;
  return withOverrides(overrides);
}
