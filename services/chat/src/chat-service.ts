import path from 'node:path';
import { createProfanityFilter, type Logger, startDatabaseService } from '@canstring/service-kit';
import { jetstream } from '@nats-io/jetstream';
import { attachmentHandlers } from './attachments';
import type { ChatConfig } from './config';
import type { ChatServiceContext } from './context';
import { schema } from './db/schema';
import { ensureChatEventsStream } from './events';
import { createChatHandler } from './handlers/create-chat';
import { historyHandler } from './handlers/history';
import { listChatsHandler } from './handlers/list-chats';
import { removeChatHandler } from './handlers/remove-chat';
import { sendMessageHandler } from './handlers/send-message';

export const CHAT_SERVICE_NAME = 'chat';
const VERSION = '0.1.0';
const migrationsFolder = path.join(__dirname, '..', 'drizzle');

export interface ChatService {
  readonly instanceId: string;
  stop(): Promise<void>;
}

/** Starts one instance of the chat service: database up to date, events stream, NATS endpoints. */
export const startChatService = (config: ChatConfig, options: { log?: Logger } = {}): Promise<ChatService> =>
  startDatabaseService(
    {
      name: CHAT_SERVICE_NAME,
      databaseSchema: 'chat',
      version: VERSION,
      description: 'One-to-one and group messages, chat lists, attachments',
      schema,
      migrationsFolder,
      setUp: async ({ db, nc, log }) => {
        await ensureChatEventsStream(nc);
        const ctx: ChatServiceContext = {
          db,
          nc,
          js: jetstream(nc),
          config,
          profanity: createProfanityFilter(),
          log,
        };
        return {
          handlers: [
            sendMessageHandler(ctx),
            historyHandler(ctx),
            listChatsHandler(ctx),
            createChatHandler(ctx),
            removeChatHandler(ctx),
            ...attachmentHandlers(ctx),
          ],
        };
      },
    },
    config,
    options.log,
  );
