import { PRESENCE_HEARTBEAT_MS, presenceEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { requireActiveAccount } from '../auth/authorise';
import type { UserServiceContext } from '../context';
import { publishPresenceChanged } from './presence-events';
import { closeConnection, openConnection, presenceOfUsers, renewGateway } from './presence-repository';

/**
 * A connection a heartbeat does not list is dropped only once it is older than this: it may have
 * opened after the gateway process listed its connections.
 */
const UNLISTED_GRACE_MS = PRESENCE_HEARTBEAT_MS / 2;

/**
 * Presence endpoints. `connected`, `disconnected` and `heartbeat` come from gateway processes, which
 * have verified the token of each connection; `of` is read by any active account.
 */
export const presenceHandlers = (ctx: UserServiceContext) => [
  handler(presenceEndpoints.connected, async (connection) => {
    const wentOnline = await openConnection(ctx.db, connection);
    if (wentOnline) publishPresenceChanged(ctx.nc, [wentOnline]);
    return { ok: true as const };
  }),
  handler(presenceEndpoints.disconnected, async ({ connectionId }) => {
    publishPresenceChanged(ctx.nc, await closeConnection(ctx.db, connectionId));
    return { ok: true as const };
  }),
  handler(presenceEndpoints.heartbeat, async ({ instanceId, connectionIds }) => {
    const { wentOffline, missing } = await renewGateway(ctx.db, {
      instanceId,
      connectionIds,
      graceMs: UNLISTED_GRACE_MS,
    });
    publishPresenceChanged(ctx.nc, wentOffline);
    return { missing };
  }),
  handler(presenceEndpoints.of, async ({ actor, userIds }) => {
    await requireActiveAccount(ctx, actor);
    return { presence: await presenceOfUsers(ctx.db, userIds) };
  }),
];
