import { mountStandalone } from '@canstring/ui';
import { AdministrationArea } from './area';

void mountStandalone(AdministrationArea, document.getElementById('root')!);
