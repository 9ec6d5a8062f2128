import { EXAM_FLAG_BACKDATE_MAX_MS } from '@canstring/contracts';
import type { FlagWatch } from './detected-flag';

/** Kept inside the server's window for a back-dated flag, with this much to spare for the trip. */
const BACKDATE_MARGIN_MS = 5_000;

/**
 * The candidate went offline: nothing can be sent then, so the flag goes once the browser is back
 * online, dated when the connection went (at most EXAM_FLAG_BACKDATE_MAX_MS back, as the server takes
 * it), with how long it lasted.
 */
export const watchOffline =
  (win: Window = window, now: () => number = Date.now): FlagWatch =>
  (report) => {
    let wentAt: number | null = null;
    const onOffline = () => {
      wentAt ??= now();
    };
    const onOnline = () => {
      if (wentAt === null) return;
      const back = now();
      const seconds = Math.round((back - wentAt) / 1000);
      const happened = Math.max(wentAt, back - EXAM_FLAG_BACKDATE_MAX_MS + BACKDATE_MARGIN_MS);
      wentAt = null;
      report({ kind: 'offline', detail: `${seconds} s`, happenedAt: new Date(happened).toISOString() });
    };
    win.addEventListener('offline', onOffline);
    win.addEventListener('online', onOnline);
    return () => {
      win.removeEventListener('offline', onOffline);
      win.removeEventListener('online', onOnline);
    };
  };
