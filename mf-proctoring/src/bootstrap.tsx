import { mountStandalone } from '@canstring/ui';
import { ProctoringArea } from './area';

void mountStandalone(ProctoringArea, document.getElementById('root')!);
