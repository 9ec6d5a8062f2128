import type { RoomDbProfile } from './room-db-profile';

/**
 * Where the room service's time went over the measured window: its statements by kind (count, per
 * heartbeat or per control, answer times: a wait for a lock shows in them), and waits for a pooled
 * connection.
 */
export const printRoomServiceProfile = (profile: RoomDbProfile, heartbeats: number, controls: number) => {
  console.info('\nthe room service meanwhile (its database statements, timed from send to answer):');
  console.info(
    `${'statement'.padEnd(72)}${'count'.padStart(7)}${'/beat'.padStart(7)}${'/ctrl'.padStart(7)}` +
      `${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}`,
  );
  for (const s of profile.statements.slice(0, 12))
    console.info(
      `${s.label.slice(0, 71).padEnd(72)}${String(s.count).padStart(7)}` +
        `${(s.count / Math.max(1, heartbeats)).toFixed(2).padStart(7)}${(s.count / Math.max(1, controls)).toFixed(2).padStart(7)}` +
        `${s.p50Ms.toFixed(2).padStart(9)}${s.p99Ms.toFixed(2).padStart(9)}${s.maxMs.toFixed(2).padStart(9)}`,
    );
  const w = profile.poolWaits;
  console.info(
    `waits for a pooled connection: ${w.count} (${w.over1Ms} over 1 ms), p50 ${w.p50Ms.toFixed(2)} ms, ` +
      `p99 ${w.p99Ms.toFixed(2)} ms, max ${w.maxMs.toFixed(2)} ms`,
  );
};
