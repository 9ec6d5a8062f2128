import { ATTACHMENT_MAX_MB } from './attachment-rules';

/** Texts about attachments: the specification's upload messages (spec 2 §5) and the product's own. */
export const attachmentMessages = {
  extensionNotSupported: (ext: string) => `Please choose a valid file. The extension ${ext} is not supported`,
  fileTooLarge: `File size should be less than ${ATTACHMENT_MAX_MB} Mb`,
  contentMismatch: (ext: string) =>
    `The content of this file is not a .${ext} file. Please choose a valid file.`,
  fileMissing: 'Choose a file to upload.',
  fileEmpty: 'The file is empty. Please choose a valid file.',
  oneFileOnly: 'Upload one file at a time.',
  chooseOneTarget: 'Name either a person or a group to share the file with.',
  attachmentNotFound: 'This file was not found.',
  uploadNotFound: 'This upload was not found.',
  notYourUpload: 'This upload belongs to someone else.',
  onlyUploaderDeletes: 'Only the person who shared this file can delete it.',
  uploadAlreadyShared: 'This upload is already shared.',
  deleteNotAnnounced: 'The file could not be deleted right now. Please try again.',
  attachmentAdded: 'File uploaded successfully',
  attachmentDeleted: 'File deleted successfully',
  notMultipart: 'Send the file as multipart/form-data.',
  uploadInterrupted: 'The upload was interrupted. Please try again.',
} as const;
