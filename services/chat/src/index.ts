export { CHAT_SERVICE_NAME, type ChatService, startChatService } from './chat-service';
export { type ChatConfig, loadChatConfig } from './config';
