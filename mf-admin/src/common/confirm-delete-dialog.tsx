import { adminMessages, adminScreenTexts } from '@canstring/contracts';
import { ConfirmDialog } from '@canstring/ui';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}

/** 'Confirmation' / 'Are you sure want to Delete?' (spec 1 §2); closes once the confirmed action has run. */
export const ConfirmDeleteDialog = ({ open, onClose, onConfirm }: ConfirmDeleteDialogProps) => (
  <ConfirmDialog
    open={open}
    testId="confirm-delete"
    title={adminMessages.confirmationTitle}
    message={adminMessages.confirmDelete}
    cancelLabel={adminScreenTexts.cancel}
    confirmLabel={adminScreenTexts.delete}
    danger
    onCancel={onClose}
    onConfirm={async () => {
      try {
        await onConfirm();
      } finally {
        // Done either way: the action reports its own success or failure.
        onClose();
      }
    }}
  />
);
