import path from 'node:path';
import {
  connectNats,
  createLogger,
  type Logger,
  type NatsConnection,
  openDatabase,
  pingDatabase,
  startService,
} from '@canstring/service-kit';
import { jetstream } from '@nats-io/jetstream';
import type { ChatConfig } from './config';
import type { ChatServiceContext } from './context';
import { schema } from './db/schema';
import { ensureChatEventsStream } from './events';
import { createChatHandler } from './handlers/create-chat';
import { historyHandler } from './handlers/history';
import { listChatsHandler } from './handlers/list-chats';
import { removeChatHandler } from './handlers/remove-chat';
import { sendMessageHandler } from './handlers/send-message';
import { createProfanityFilter } from './profanity';

export const CHAT_SERVICE_NAME = 'chat';
const VERSION = '0.1.0';
const migrationsFolder = path.join(__dirname, '..', 'drizzle');

export interface ChatService {
  readonly instanceId: string;
  stop(): Promise<void>;
}

/** Starts one instance of the chat service: database up to date, events stream, NATS endpoints. */
export const startChatService = async (
  config: ChatConfig,
  options: { log?: Logger } = {},
): Promise<ChatService> => {
  const log = options.log ?? createLogger(CHAT_SERVICE_NAME, config.LOG_LEVEL);
  const database = await openDatabase({
    service: 'chat',
    schema,
    migrationsFolder,
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    log,
  });
  let nc: NatsConnection | undefined;
  try {
    nc = await connectNats(config.NATS_URL, CHAT_SERVICE_NAME);
    await ensureChatEventsStream(nc);
    const ctx: ChatServiceContext = {
      db: database.db,
      nc,
      js: jetstream(nc),
      config,
      profanity: createProfanityFilter(),
      log,
    };
    const service = await startService({
      nc,
      name: CHAT_SERVICE_NAME,
      version: VERSION,
      description: 'One-to-one and group messages, chat lists',
      log,
      healthCheck: () => pingDatabase(database.db),
      handlers: [
        sendMessageHandler(ctx),
        historyHandler(ctx),
        listChatsHandler(ctx),
        createChatHandler(ctx),
        removeChatHandler(ctx),
      ],
    });
    const connection = nc;
    return {
      instanceId: service.instanceId,
      stop: async () => {
        try {
          // Stop answers every request taken in; drain then flushes the answers before closing.
          await service.stop();
          await connection.drain();
        } finally {
          await database.close();
        }
      },
    };
  } catch (error) {
    await nc?.close().catch(() => undefined);
    await database.close();
    throw error;
  }
};
