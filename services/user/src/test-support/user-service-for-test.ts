import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Clock, createLogger, outboxDirOf } from '@canstring/service-kit';
import { createTestDatabase, type TestDatabase, tempDir } from '@canstring/service-kit/testing';
import { loadUserConfig } from '../config';
import { type ReadMail, readMail } from '../mail/read-mail';

export type { ReadMail };

import { startUserService } from '../user-service';

/** A real user service for other packages' integration tests. */
export interface TestUserService {
  adminEmail: string;
  adminPassword: string;
  jwtSecret: string;
  addUser(u: {
    email: string;
    password: string;
    firstName?: string;
    role?: number;
    active?: boolean;
    pinVerification?: boolean;
  }): Promise<number>;
  /** Also publishes userEvents.userChanged, as the administration feature does. */
  setActive(userId: number, active: boolean): Promise<void>;
  /** The PIN in the newest outbox mail to this address. */
  lastPinFor(email: string): Promise<string>;
  /** Every outbox mail to this address (any spelling), oldest first; empty when mail goes to SMTP. */
  mailsTo(email: string): Promise<ReadMail[]>;
  /** The folder mail is written to when no SMTP server is set. */
  outboxDir: string;
  stop(): Promise<void>;
}

const ADMIN_EMAIL = 'admin@example.org';

/**
 * Instances started on one database share its secrets, admin password and outbox (a PIN mailed by
 * one instance can then be read through any of them); a folder shared in one process is removed
 * by the last instance to stop.
 */
const sharedDirUsers = new Map<string, number>();
const derived = (databaseUrl: string, purpose: string) =>
  createHash('sha256').update(`${purpose}:${databaseUrl}`).digest('hex');

const newestPinIn = (outbox: string, email: string): string | undefined => {
  let files: string[];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    return undefined;
  }
  const wanted = email.trim().toLowerCase();
  for (const file of files.sort().reverse()) {
    const text = readFileSync(path.join(outbox, file), 'utf8');
    const to = /^To: (.*)$/im.exec(text)?.[1]?.toLowerCase() ?? '';
    if (!to.includes(wanted)) continue;
    const pin = /verification PIN is (\d{6})/.exec(text)?.[1];
    if (pin) return pin;
  }
  return undefined;
};

const addressesIn = (header: string): string[] => header.toLowerCase().match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? [];

/** The outbox mails to an address, oldest first (file names sort by time of writing). */
const outboxMailsTo = (outbox: string, email: string): ReadMail[] => {
  let files: string[];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  const wanted = email.trim().toLowerCase();
  return files
    .sort()
    .map((file) => readMail(readFileSync(path.join(outbox, file), 'utf8')))
    .filter((mail) => addressesIn(mail.to).includes(wanted));
};

export const startUserServiceForTest = async (opts: {
  natsUrl: string;
  databaseUrl?: string;
  /** Send mail to this SMTP server instead of the outbox. */
  smtpUrl?: string;
  /** The PUBLIC_URL invitations point to. */
  publicUrl?: string;
  /** How long a silent gateway process keeps its people online (PRESENCE_STALE_MS). */
  presenceStaleMs?: number;
  /** "Now" for the sign-in slowdown (a fixed clock lets a test move time instead of waiting). */
  clock?: Clock;
}): Promise<TestUserService> => {
  let database: TestDatabase | undefined;
  let databaseUrl = opts.databaseUrl;
  if (!databaseUrl) {
    database = await createTestDatabase();
    databaseUrl = database.url;
  }
  const shared = opts.databaseUrl !== undefined;
  const jwtSecret = shared ? derived(databaseUrl, 'jwt') : randomBytes(32).toString('hex');
  const adminPassword = shared ? derived(databaseUrl, 'admin').slice(0, 20) : randomBytes(12).toString('hex');

  let dataDir: string;
  let removeDataDir: () => void;
  if (shared) {
    dataDir = path.join(os.tmpdir(), `user-service-test-${derived(databaseUrl, 'dir').slice(0, 16)}`);
    mkdirSync(dataDir, { recursive: true });
    sharedDirUsers.set(dataDir, (sharedDirUsers.get(dataDir) ?? 0) + 1);
    removeDataDir = () => {
      const left = (sharedDirUsers.get(dataDir) ?? 1) - 1;
      if (left > 0) sharedDirUsers.set(dataDir, left);
      else {
        sharedDirUsers.delete(dataDir);
        rmSync(dataDir, { recursive: true, force: true });
      }
    };
  } else {
    const tmp = tempDir('user-service-test');
    dataDir = tmp.dir;
    removeDataDir = tmp.remove;
  }

  const config = loadUserConfig({
    NATS_URL: opts.natsUrl,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    JWT_SECRET: jwtSecret,
    ADMIN_EMAIL,
    ADMIN_PASSWORD: adminPassword,
    SMTP_URL: opts.smtpUrl,
    PUBLIC_URL: opts.publicUrl,
    PRESENCE_STALE_MS: opts.presenceStaleMs?.toString(),
  });
  let service: Awaited<ReturnType<typeof startUserService>>;
  try {
    service = await startUserService(config, {
      log: createLogger('user', config.LOG_LEVEL),
      ...(opts.clock ? { clock: opts.clock } : {}),
    });
  } catch (error) {
    removeDataDir();
    await database?.drop();
    throw error;
  }
  const outbox = outboxDirOf(dataDir);

  return {
    adminEmail: ADMIN_EMAIL,
    adminPassword,
    jwtSecret,
    addUser: (u) => service.accounts.create(u),
    setActive: (userId, active) => service.accounts.setActive(userId, active),
    lastPinFor: async (email) => {
      const pin = newestPinIn(outbox, email);
      if (!pin) throw new Error(`No PIN mail to ${email} in ${outbox}`);
      return pin;
    },
    mailsTo: async (email) => outboxMailsTo(outbox, email),
    outboxDir: outbox,
    stop: async () => {
      await service.stop();
      removeDataDir();
      await database?.drop();
    },
  };
};
