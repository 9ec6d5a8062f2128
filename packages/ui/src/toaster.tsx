import { TOAST_DURATION_MS } from '@canstring/contracts';
import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';

/** Every toast closes by itself after TOAST_DURATION_MS (spec 1 §9). */
export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export const notify = (title: string, type: ToastKind = 'info', duration = TOAST_DURATION_MS): void => {
  toaster.create({ title, type, duration });
};

/** Renders the toasts created through `toaster`/`notify`; mount once per React root. */
export const Toaster = () => (
  <Portal>
    <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
      {(toast) => (
        <Toast.Root width={{ md: 'sm' }} data-testid="toast">
          <Toast.Indicator />
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
            {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
          </Stack>
          <Toast.CloseTrigger />
        </Toast.Root>
      )}
    </ChakraToaster>
  </Portal>
);
