import { createRoot } from 'react-dom/client';
import { ENGINE_CONFIG } from '@/lib/engine';
import { App } from './app';
import { EngineConfigContext } from './components/engine-config-context';
import './style.css';

const root = document.getElementById('root');
// The panel's composition root: the engine config the panel words its runs with is chosen here, once.
if (root)
  createRoot(root).render(
    <EngineConfigContext.Provider value={ENGINE_CONFIG}>
      <App />
    </EngineConfigContext.Provider>,
  );
