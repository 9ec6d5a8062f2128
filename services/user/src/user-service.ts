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
import { createAccount, type NewAccount, setAccountActive } from './accounts';
import type { UserConfig } from './config';
import type { UserServiceContext } from './context';
import { schema } from './db/schema';
import { ensureFirstAdministrator } from './first-administrator';
import { authenticateHandler } from './handlers/authenticate';
import { checkTokenHandler } from './handlers/check-token';
import { currentHandler } from './handlers/current';
import { accountsHandler } from './handlers/directory/accounts';
import { activeUsersHandler } from './handlers/directory/active-users';
import { groupHandlers } from './handlers/groups';
import { requestDemoHandler } from './handlers/request-demo';
import { setStatusHandler } from './handlers/set-status';
import { signOutHandler } from './handlers/sign-out';
import { userAdminHandlers } from './handlers/user-admin';
import { verifyPinHandler } from './handlers/verify-pin';
import { createMailer, outboxDirOf } from './mail/mailer';

export const USER_SERVICE_NAME = 'user';
const VERSION = '0.1.0';
const migrationsFolder = path.join(__dirname, '..', 'drizzle');

export interface UserService {
  readonly instanceId: string;
  /** Account actions for in-process callers (administration, tests); they publish the same events. */
  readonly accounts: {
    create(account: NewAccount): Promise<number>;
    setActive(userId: number, active: boolean): Promise<void>;
  };
  stop(): Promise<void>;
}

/** Starts one instance of the user service: database up to date, first administrator, NATS endpoints. */
export const startUserService = async (
  config: UserConfig,
  options: { log?: Logger } = {},
): Promise<UserService> => {
  const log = options.log ?? createLogger(USER_SERVICE_NAME, config.LOG_LEVEL);
  const database = await openDatabase({
    // The PostgreSQL schema holding the tables and the migration journal.
    service: 'users',
    schema,
    migrationsFolder,
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    log,
  });
  let nc: NatsConnection | undefined;
  try {
    nc = await connectNats(config.NATS_URL, USER_SERVICE_NAME);
    const mailer = createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: outboxDirOf(config.DATA_DIR),
      log,
    });
    const ctx: UserServiceContext = { db: database.db, nc, config, mailer, log };
    await ensureFirstAdministrator(ctx);
    const service = await startService({
      nc,
      name: USER_SERVICE_NAME,
      version: VERSION,
      description: 'Accounts, sign-in and sessions',
      log,
      healthCheck: () => pingDatabase(database.db),
      handlers: [
        authenticateHandler(ctx),
        verifyPinHandler(ctx),
        checkTokenHandler(ctx),
        currentHandler(ctx),
        setStatusHandler(ctx),
        signOutHandler(ctx),
        requestDemoHandler(ctx),
        ...userAdminHandlers(ctx),
        activeUsersHandler(ctx),
        accountsHandler(ctx),
        ...groupHandlers(ctx),
      ],
    });
    const connection = nc;
    return {
      instanceId: service.instanceId,
      accounts: {
        create: (account) => createAccount(ctx, account),
        setActive: (userId, active) => setAccountActive(ctx, userId, active),
      },
      stop: async () => {
        try {
          await service.stop();
          // Drain answers the requests in flight before the connection closes.
          await connection.drain();
        } finally {
          mailer.close();
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
