/**
 * What may be uploaded to a chat (spec 2 §5 Upload, §9): the extensions of the picker, exactly as the
 * specification lists them (lower case, plus upper-case PNG and JPG), and the size limit.
 */
export const ATTACHMENT_DOCUMENT_EXTENSIONS = [
  'pdf',
  'ppt',
  'pptx',
  'xls',
  'xlsx',
  'txt',
  'doc',
  'docx',
  'png',
  'jpg',
  'jpeg',
  'PNG',
  'JPG',
] as const;
export const ATTACHMENT_VIDEO_EXTENSIONS = ['mp4', 'webm'] as const;
export const ATTACHMENT_EXTENSIONS: readonly string[] = [
  ...ATTACHMENT_DOCUMENT_EXTENSIONS,
  ...ATTACHMENT_VIDEO_EXTENSIONS,
];

/** Largest upload (spec 2 §9: 50 MB). */
export const ATTACHMENT_MAX_MB = 50;
export const ATTACHMENT_MAX_BYTES = ATTACHMENT_MAX_MB * 1024 * 1024;

/** Page count given when a document's is unknown (spec 2 §9). */
export const DEFAULT_DOCUMENT_PAGES = 100;

/** Attachments per page of a chat's file list. */
export const ATTACHMENTS_PAGE_SIZE = 25;

/** The `accept` value of the file picker. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** A file name's extension as typed (case kept), or '' when it has none. */
export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1) : '';
};

export const isAllowedAttachmentExtension = (ext: string): boolean => ATTACHMENT_EXTENSIONS.includes(ext);
