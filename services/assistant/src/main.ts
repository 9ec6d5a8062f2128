import { runServiceProcess } from '@canstring/service-kit';
import { startAssistantService } from './assistant-service';
import { loadAssistantConfig } from './config';

runServiceProcess('assistant', loadAssistantConfig, startAssistantService);
