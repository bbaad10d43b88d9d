/** The engine config the panel's runs were checked with, handed down from the panel's root (never read as a global). */
import { createContext, useContext } from 'react';
import type { EngineConfig } from '@/lib/engine';

export const EngineConfigContext = createContext<EngineConfig | null>(null);

/** The config given by the panel's root; a component rendered outside it is a wiring mistake, said at once. */
export function useEngineConfig(): EngineConfig {
  const config = useContext(EngineConfigContext);
  if (!config) throw new Error('The panel root did not provide the engine config (EngineConfigContext).');
  return config;
}
