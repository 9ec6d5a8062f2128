import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DialogShellProps {
  /** Shown; a dialog rendered only while wanted leaves it out. */
  open?: boolean;
  /** Escape, the close mark, or a click outside (unless `keepOnOutsideClick`). */
  onClose: () => void;
  /** The test id of its content. */
  testId: string;
  /** An alert dialog (a question or a message the person must answer), for assistive technology. */
  alert?: boolean;
  /** Its content is made on first opening and dropped on closing (a form starts afresh each time). */
  lazy?: boolean;
  /** A click outside does not close it (a step the person must finish or leave by the close mark). */
  keepOnOutsideClick?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** The test id of the close mark. */
  closeTestId?: string;
  children: ReactNode;
}

/** A dialog's frame: backdrop, the centred content and its close mark. */
export const DialogShell = ({
  open = true,
  onClose,
  testId,
  alert,
  lazy,
  keepOnOutsideClick,
  size,
  closeTestId,
  children,
}: DialogShellProps) => (
  <Dialog.Root
    open={open}
    onOpenChange={(details) => !details.open && onClose()}
    {...(alert ? { role: 'alertdialog' as const } : {})}
    {...(lazy ? { lazyMount: true, unmountOnExit: true } : {})}
    {...(keepOnOutsideClick ? { closeOnInteractOutside: false } : {})}
    {...(size ? { size } : {})}
  >
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content data-testid={testId}>
          {children}
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" {...(closeTestId ? { 'data-testid': closeTestId } : {})} />
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
