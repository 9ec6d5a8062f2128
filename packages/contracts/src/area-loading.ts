/**
 * Loading an area (a remote's page) into the shell: what the page says while it is slow or when it
 * cannot be loaded, and when it tries again by itself.
 */
export const areaLoadTexts = {
  /** Still loading after AREA_SLOW_AFTER_MS: the load goes on and the area appears when it arrives. */
  slow: 'This part of the application is taking longer than usual to load.',
  /** The area's files could not be fetched (network error, server error, time-out). */
  unreachable: 'This part of the application could not be loaded: its server did not answer.',
  /** The area was fetched but could not start (it crashed, or it is not a valid area). */
  broken: 'This part of the application could not be started.',
  retrying: (seconds: number) => `Trying again in ${seconds} s…`,
  retry: 'Retry',
} as const;

/** After this long without the area, the page says it is slow (and offers Retry). */
export const AREA_SLOW_AFTER_MS = 6_000;

/**
 * The waits before the automatic retries of an area whose files could not be fetched; once they
 * are spent, Retry (or the browser coming back online) tries again.
 */
export const AREA_AUTO_RETRY_DELAYS_MS: readonly number[] = [1_000, 3_000, 8_000];
