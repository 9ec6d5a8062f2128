import { mountStandalone } from '@canstring/ui';
import { MeetingsArea } from './area';

void mountStandalone(MeetingsArea, document.getElementById('root')!);
