import { randomBytes } from 'node:crypto';
import { Role, roleNames } from '@canstring/contracts';
import { eq } from 'drizzle-orm';
import { hashSecret } from './auth/passwords';
import type { UserServiceContext } from './context';
import { users } from './db/schema';

/**
 * A new installation needs someone who can create the other accounts. When no administrator
 * exists, one is created from ADMIN_EMAIL / ADMIN_PASSWORD. Instances starting together race on
 * the unique email: exactly one insert wins, and only that instance reports the account.
 */
export const ensureFirstAdministrator = async (ctx: UserServiceContext): Promise<void> => {
  const { db, config, log } = ctx;
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, Role.Administrator))
    .limit(1);
  if (existing.length) return;

  const email = config.ADMIN_EMAIL;
  const password = config.ADMIN_PASSWORD ?? randomBytes(18).toString('base64url');
  const inserted = await db
    .insert(users)
    .values({
      email,
      firstName: roleNames[Role.Administrator],
      role: Role.Administrator,
      passwordHash: await hashSecret(password),
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });

  if (!inserted.length) {
    const [holder] = await db.select({ role: users.role }).from(users).where(eq(users.email, email)).limit(1);
    if (holder && holder.role !== Role.Administrator) {
      log.warn(
        { email },
        'No administrator exists and ADMIN_EMAIL belongs to a member account: set another ADMIN_EMAIL',
      );
    }
    return;
  }
  if (config.ADMIN_PASSWORD)
    log.info({ email }, 'First administrator created from ADMIN_EMAIL / ADMIN_PASSWORD');
  else log.warn(`First administrator created: ${email} / password: ${password} — change it after signing in`);
};
