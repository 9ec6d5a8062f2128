import { loadConfig } from '@canstring/service-kit';

/** The chat service reads only the base settings (NATS_URL, DATABASE_URL, DATA_DIR, LOG_LEVEL). */
export const loadChatConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig({}, env);
export type ChatConfig = ReturnType<typeof loadChatConfig>;
