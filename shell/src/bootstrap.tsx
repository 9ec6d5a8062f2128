import { createRoot } from 'react-dom/client';
import { Root } from './root';
import { runtimeConfig } from './runtime-config-source';

// Fetch the runtime config at once, in parallel with the first render.
void runtimeConfig();
createRoot(document.getElementById('root')!).render(<Root />);
