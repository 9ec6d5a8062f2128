import { mountStandalone } from '@canstring/ui';
import { LessonsArea } from './area';

void mountStandalone(LessonsArea, document.getElementById('root')!);
