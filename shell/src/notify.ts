import type { ToastKind } from '@canstring/ui';

/**
 * Shows a toast. The toaster (and Chakra with it) is not part of the landing page's first load,
 * so it is fetched on first use; the landing page prefetches it once it has rendered.
 */
export const notify = (title: string, type: ToastKind = 'info'): void => {
  void import('@canstring/ui').then((ui) => ui.notify(title, type));
};
