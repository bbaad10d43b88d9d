/** The composition root's choice of engine config: the one place a host reads ENGINE_CONFIG and hands it down. */
import { ENGINE_CONFIG, type EngineConfig } from '../engine/config';

/** The config every run of this host is checked with (the engine's defaults; profiles pick their own budgets in it). */
export function engineConfig(): EngineConfig {
  return ENGINE_CONFIG;
}
