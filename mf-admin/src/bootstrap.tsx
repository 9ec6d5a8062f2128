import { adminScreenTexts } from '@canstring/contracts';
import { mountStandalone } from '@canstring/ui';
import { AdministrationArea } from './area';

// On its own page an administrator signs in here first (the same session as the shell's); its header
// leads home to the product and has Log out.
void mountStandalone(AdministrationArea, document.getElementById('root')!, {
  signIn: { title: adminScreenTexts.title },
  productHeader: true,
});
