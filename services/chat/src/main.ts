import { runServiceProcess } from '@canstring/service-kit';
import { startChatService } from './chat-service';
import { loadChatConfig } from './config';

runServiceProcess('chat', loadChatConfig, startChatService);
