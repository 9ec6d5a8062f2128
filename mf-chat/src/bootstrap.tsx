import { mountStandalone } from '@canstring/ui';
import { ChatArea } from './area';

void mountStandalone(ChatArea, document.getElementById('root')!);
