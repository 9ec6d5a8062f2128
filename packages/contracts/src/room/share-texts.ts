import { roomPopupTitles } from './messages';

/**
 * Labels of sharing content on the room's stage (spec 2 §2.10 docshare; spec 3 §2, §4): the Share
 * Content popup, the document viewer and the shared players. The popup's title is the spec's own.
 */
export const shareContentTexts = {
  button: roomPopupTitles.docshare,
  title: roomPopupTitles.docshare,
  chatFiles: 'Files of this meeting’s chat',
  noFiles: 'No files shared in this meeting’s chat yet',
  loadingFiles: 'Reading the files…',
  share: 'Share',
  pages: (n: number) => (n === 1 ? '1 page' : `${n} pages`),
  video: 'Video',
  upload: 'Upload a file',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  converting: 'Converting into pages…',
  uploaded: 'File uploaded successfully, please share it from the list',
  noChat: 'This meeting has no chat of yours to upload to',
  youtube: 'YouTube link',
  youtubePlaceholder: 'https://www.youtube.com/watch?v=…',
  shareYoutube: 'Share video',
  close: 'Close',
  stop: 'Stop Sharing',
} as const;

export const documentViewerTexts = {
  label: 'Shared document',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (page: number, total: number) => `Page ${page} of ${total}`,
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoom: (step: number) => `Zoom ${step}`,
  thumbnails: 'Pages',
  goToPage: (page: number) => `Go to page ${page}`,
  loading: 'Opening the page…',
} as const;

export const sharedPlayerTexts = {
  video: 'Shared video',
  youtube: 'Shared YouTube video',
  loading: 'Opening the video…',
  /** Spec 3 §8 Autoplay blocked. */
  soundBlocked: 'Application needs your permission to play sound on this page ?',
  soundOn: 'Turn sound on',
} as const;
