import path from 'node:path';
import {
  type Clock,
  createMailer,
  type Logger,
  outboxDirOf,
  startDatabaseService,
  systemClock,
} from '@canstring/service-kit';
import { createAccount, type NewAccount, setAccountActive } from './accounts';
import type { UserConfig } from './config';
import type { UserServiceContext } from './context';
import { schema } from './db/schema';
import { ensureFirstAdministrator } from './first-administrator';
import { guestHandlers } from './guests';
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
import { presenceHandlers, startPresenceSweeper } from './presence';

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
export const startUserService = (
  config: UserConfig,
  options: { log?: Logger; clock?: Clock } = {},
): Promise<UserService> =>
  startDatabaseService(
    {
      name: USER_SERVICE_NAME,
      // The PostgreSQL schema holding the tables and the migration journal.
      databaseSchema: 'users',
      version: VERSION,
      description: 'Accounts, sign-in and sessions',
      schema,
      migrationsFolder,
      setUp: async ({ db, nc, log }) => {
        const mailer = createMailer({
          smtpUrl: config.SMTP_URL,
          from: config.MAIL_FROM,
          outboxDir: outboxDirOf(config.DATA_DIR),
          log,
        });
        const ctx: UserServiceContext = { db, nc, config, mailer, log, clock: options.clock ?? systemClock };
        await ensureFirstAdministrator(ctx);
        const presenceSweeper = startPresenceSweeper(ctx);
        return {
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
            ...presenceHandlers(ctx),
            ...guestHandlers(ctx),
          ],
          exposed: {
            accounts: {
              create: (account: NewAccount) => createAccount(ctx, account),
              setActive: (userId: number, active: boolean) => setAccountActive(ctx, userId, active),
            },
          },
          close: async () => {
            await presenceSweeper.stop();
            await mailer.close();
          },
        };
      },
    },
    config,
    options.log,
  );
