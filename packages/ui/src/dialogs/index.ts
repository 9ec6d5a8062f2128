export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { DialogFrame, type DialogFrameProps } from './dialog-frame';
export { FormDialog, type FormDialogProps } from './form-dialog';
