export { ASSISTANT_SERVICE_NAME, type AssistantService, startAssistantService } from './assistant-service';
export { type AssistantConfig, assistantConfigShape, loadAssistantConfig } from './config';
