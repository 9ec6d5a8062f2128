import type Janus from 'janus-gateway';

export type JanusLibrary = typeof Janus;

let loading: Promise<JanusLibrary> | undefined;

/**
 * janus.js and webrtc-adapter, loaded on first use (they touch browser globals at load) and
 * initialised once. janus.js reads the adapter it is given instead of a global `adapter`. A load
 * that failed (the network) is tried again by the next call.
 */
export const loadJanus = (): Promise<JanusLibrary> => {
  if (loading) return loading;
  const made = (async () => {
    const [{ default: library }, { default: adapter }] = await Promise.all([
      import('janus-gateway'),
      import('webrtc-adapter'),
    ]);
    await new Promise<void>((resolve) =>
      library.init({
        debug: false,
        dependencies: library.useDefaultDependencies({ adapter }),
        callback: () => resolve(),
      }),
    );
    return library;
  })();
  made.catch(() => {
    if (loading === made) loading = undefined;
  });
  loading = made;
  return made;
};
