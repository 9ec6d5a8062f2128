/**
 * Whether the shell's own modules (the app with its shared singletons) are in: an area's remote runs
 * only after them, so the two never ask for the same shared module at the same time.
 */
let markLoaded: () => void = () => undefined;

/** Resolves once the shell's app module has run. */
export const shellModulesLoaded = new Promise<void>((resolve) => {
  markLoaded = resolve;
});

/** Called by the shell's app module when it runs. */
export const shellModulesIn = (): void => markLoaded();
