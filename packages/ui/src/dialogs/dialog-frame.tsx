import { Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogShell, type DialogShellProps } from './dialog-shell';

export interface DialogFrameProps extends DialogShellProps {
  /** Its heading; without one the body starts lower, in the header's place. */
  title?: ReactNode;
  /** Its buttons, under the body. */
  footer?: ReactNode;
}

/** A dialog: its title, body and buttons, closed by Escape, the close mark or its own buttons. */
export const DialogFrame = ({ title, footer, children, ...shell }: DialogFrameProps) => (
  <DialogShell {...shell}>
    {title !== undefined && (
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
    )}
    <Dialog.Body {...(title === undefined ? { paddingTop: '6' } : {})}>{children}</Dialog.Body>
    {footer !== undefined && <Dialog.Footer>{footer}</Dialog.Footer>}
  </DialogShell>
);
