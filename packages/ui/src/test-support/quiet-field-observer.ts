/**
 * Chakra's components (ark-ui) that set their state from observers and timers, outside anything a
 * test can wrap in act(): the Field watches its own DOM with a MutationObserver, the toaster its store.
 * React then warns on every change; only that warning, for the components named, is dropped.
 */
export const quietFieldObserver = (components: readonly string[] = ['FieldRoot']) => {
  const selfUpdating = new Set(components);
  const original = console.error;
  let spy: jest.SpyInstance | undefined;
  beforeAll(() => {
    spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const [format, component] = args;
      if (
        typeof format === 'string' &&
        format.includes('not wrapped in act') &&
        selfUpdating.has(String(component))
      )
        return;
      original(...args);
    });
  });
  afterAll(() => spy?.mockRestore());
};
