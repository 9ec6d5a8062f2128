import {
  PRESENCE_QUERY_MAX_USERS,
  type Presence,
  presenceEndpoints,
  unseenPresence,
} from '@canstring/contracts';
import type { GatewayContext } from '../../context';

/**
 * One request's presence reads. Every id asked while the request resolves one level of fields is
 * gathered and read in one call (chunks of PRESENCE_QUERY_MAX_USERS). Answers are not kept once
 * given: a subscription keeps its context for hours, and each event must see presence as it is then.
 */
class PresenceBatch {
  /** Reads asked and not yet answered, so the same id in one batch is asked once. */
  private readonly inFlight = new Map<number, Promise<Presence>>();
  private pending = new Map<number, { resolve(p: Presence): void; reject(e: unknown): void }>();
  private scheduled = false;

  constructor(private readonly ctx: GatewayContext) {}

  load(userId: number): Promise<Presence> {
    let presence = this.inFlight.get(userId);
    if (!presence) {
      presence = new Promise<Presence>((resolve, reject) => this.pending.set(userId, { resolve, reject }));
      this.inFlight.set(userId, presence);
      this.schedule();
    }
    return presence;
  }

  /** After the promise jobs already queued (sibling resolvers), as the dataloader package does. */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    void Promise.resolve().then(() => process.nextTick(() => void this.dispatch()));
  }

  private async dispatch(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    this.scheduled = false;
    const ids = [...batch.keys()];
    for (const id of ids) this.inFlight.delete(id);
    try {
      const actor = await this.ctx.actor();
      const chunks: number[][] = [];
      for (let i = 0; i < ids.length; i += PRESENCE_QUERY_MAX_USERS)
        chunks.push(ids.slice(i, i + PRESENCE_QUERY_MAX_USERS));
      const answers = await Promise.all(
        chunks.map((userIds) => this.ctx.call(presenceEndpoints.of, { actor, userIds })),
      );
      const byId = new Map(answers.flatMap((a) => a.presence).map((p) => [p.userId, p]));
      for (const [id, waiter] of batch) waiter.resolve(byId.get(id) ?? unseenPresence(id));
    } catch (error) {
      for (const waiter of batch.values()) waiter.reject(error);
    }
  }
}

const batches = new WeakMap<GatewayContext, PresenceBatch>();

/**
 * Presence of these people for the signed-in caller (UNAUTHENTICATED otherwise). All ids asked
 * during one request (one context) go to the user service together.
 */
export const loadPresence = async (
  ctx: GatewayContext,
  userIds: number[],
): Promise<Map<number, Presence>> => {
  let batch = batches.get(ctx);
  if (!batch) {
    batch = new PresenceBatch(ctx);
    batches.set(ctx, batch);
  }
  const unique = [...new Set(userIds)];
  const presence = await Promise.all(unique.map((id) => (batch as PresenceBatch).load(id)));
  return new Map(presence.map((p) => [p.userId, p]));
};
