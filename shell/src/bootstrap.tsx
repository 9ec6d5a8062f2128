import { createRoot } from 'react-dom/client';
import { landingOnlyVisit, Root } from './root';
import { runtimeConfig } from './runtime-config-source';

// A page of an area fetches the runtime config and starts loading that area's remote at once,
// beside the shell's own chunks. The landing page asks for the config once it has painted: its
// validator's chunk would only compete with the first paint of the sign-in form.
if (!landingOnlyVisit()) {
  void runtimeConfig();
  void import('./app/area-preload').then((preload) => preload.preloadAreaOfPage());
}
createRoot(document.getElementById('root')!).render(<Root />);
