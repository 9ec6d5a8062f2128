import { adminMessages, adminScreenTexts } from '@canstring/contracts';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}

/** 'Confirmation' / 'Are you sure want to Delete?' (spec 1 §2); closes once the confirmed action has run. */
export const ConfirmDeleteDialog = ({ open, onClose, onConfirm }: ConfirmDeleteDialogProps) => {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      // Done either way: the action reports its own success or failure.
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="confirm-delete">
            <Dialog.Header>
              <Dialog.Title>{adminMessages.confirmationTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{adminMessages.confirmDelete}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {adminScreenTexts.cancel}
              </Button>
              <Button colorPalette="red" loading={busy} onClick={() => void confirm()}>
                {adminScreenTexts.delete}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
