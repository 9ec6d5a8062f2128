import { Button } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { DialogFrame } from './dialog-frame';

export interface ConfirmDialogProps {
  open?: boolean;
  testId: string;
  title?: ReactNode;
  /** What is asked or said. */
  message: ReactNode;
  confirmLabel: string;
  /** The button that declines; without it the dialog is a message with one button. */
  cancelLabel?: string;
  /** The action; while a promise it returns is pending, its button shows it is busy. */
  onConfirm: () => void | Promise<void>;
  /** Declining: its button, Escape or the close mark. */
  onCancel: () => void;
  /** The action destroys or ends something (a red button). */
  danger?: boolean;
  /** The buttons' size: 'sm' in the meeting's compact screens. */
  buttonSize?: 'sm' | 'md';
}

/** A question (or a message) with its answers: decline, outlined, then the action. */
export const ConfirmDialog = ({
  open,
  testId,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger,
  buttonSize,
}: ConfirmDialogProps) => {
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    const running = onConfirm();
    if (!running) return;
    setBusy(true);
    void running.finally(() => setBusy(false));
  };
  const size = buttonSize ? { size: buttonSize } : {};
  return (
    <DialogFrame
      open={open}
      onClose={onCancel}
      testId={testId}
      title={title}
      alert
      footer={
        <>
          {cancelLabel !== undefined && (
            <Button {...size} variant="outline" onClick={onCancel}>
              {cancelLabel}
            </Button>
          )}
          <Button {...size} {...(danger ? { colorPalette: 'red' } : {})} loading={busy} onClick={confirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message}
    </DialogFrame>
  );
};
