import { z } from 'zod';
import { participantIdSchema } from './participant';

/**
 * Content shared on the room's stage (spec 3 §3 Shared document, §4 Display modes): a document shown
 * page by page, an mp4/webm video, or a YouTube video. The sharer names only what to share; the room
 * service finds out the rest itself (the attachment's chat, its conversion, its pages), never trusting
 * a name or a page count a browser sends.
 */

/** Chat attachments are numbered from 1. */
const attachmentId = z.number({ error: 'Choose a file to share' }).int().positive();

/** The longest YouTube link accepted. */
export const YOUTUBE_URL_MAX_LENGTH = 2_000;

/**
 * The shareDoc payload: a document or a video already shared in a chat the sender belongs to
 * (`attachmentId`), a YouTube link (`youtubeUrl`), or nothing (takes the shared content down).
 */
export const shareDocPayloadSchema = z.union([
  z.object({ attachmentId }).strict(),
  z.object({ youtubeUrl: z.string().trim().min(1).max(YOUTUBE_URL_MAX_LENGTH) }).strict(),
  z.object({}).strict(),
]);
export type ShareDocPayload = z.infer<typeof shareDocPayloadSchema>;

export const SHARED_CONTENT_KINDS = ['document', 'video', 'youtube'] as const;
export const sharedContentKindSchema = z.enum(SHARED_CONTENT_KINDS);
export type SharedContentKind = z.infer<typeof sharedContentKindSchema>;

/**
 * What the room keeps of the shared content and every participant reads (flags.sharedContent),
 * as the room service resolved it.
 */
export const sharedContentSchema = z.object({
  kind: sharedContentKindSchema,
  /** The attachment's shown name, or the YouTube video id. */
  fileName: z.string(),
  /** A document's real page count, or the word 'video' / 'youtube' (spec 3 §3). */
  totalPages: z.union([z.number().int().positive(), z.literal('video'), z.literal('youtube')]),
  /** The chat attachment shown (document or video); null for YouTube. */
  attachmentId: z.number().int().positive().nullable(),
  /**
   * The file server's name of the attachment's upload, whose pages or video it serves to the room's
   * participants (sharedPage, sharedVideo); null for YouTube. It opens nothing by itself.
   */
  upload: z.string().nullable(),
  /** The YouTube video's 11-character id; null otherwise. */
  videoId: z.string().nullable(),
  /** The participant who shared it: they (or a host) may take it down. */
  sharedBy: participantIdSchema,
});
export type SharedContent = z.infer<typeof sharedContentSchema>;

/** The display mode each kind of content puts on the stage. */
export const displayModeOfContent = {
  document: 'document',
  video: 'mp4',
  youtube: 'youtube',
} as const satisfies Record<SharedContentKind, string>;

/**
 * After applying a change another participant made to a shared video (play, pause, seek), a player
 * sends nothing for this long, so the change does not echo back (spec 3 §9 sync lock).
 */
export const SHARE_SYNC_LOCK_MS = 3_000;
/** The document viewer's zoom: steps 0..DOCUMENT_ZOOM_STEPS, opening at DOCUMENT_DEFAULT_ZOOM. */
export const DOCUMENT_ZOOM_STEPS = 8;
export const DOCUMENT_DEFAULT_ZOOM = 4;
/** Longest edge of a shared page's image, in pixels (the converted pages), and of its thumbnail. */
export const DOCUMENT_PAGE_PIXELS = 1600;
export const DOCUMENT_THUMB_PIXELS = 240;

/** Texts of sharing content, shown as they are. */
export const shareMessages = {
  /** Spec 2 §2.10. */
  invalidYoutubeUrl: 'Enter valid youtube url !',
  /** Conversion failures (the file stays a downloadable attachment, not offered for sharing). */
  cannotConvert: 'This file could not be converted into pages; it can still be downloaded',
  passwordProtected: 'This document is password-protected; remove the password and upload it again',
  noPages: 'This document has no pages',
  pictureTooLarge: 'This picture is too large to show; use one under 100 megapixels',
  conversionTimedOut: 'Converting this document took too long; try a smaller file',
  /** mp4/webm whose codecs a browser cannot play (H.264/VP8/VP9/AV1 with AAC/Opus/Vorbis can). */
  videoNotPlayable: 'This video cannot be played in a browser; use H.264 or VP9 video with AAC or Opus sound',
  /** The room's refusals. */
  notShareable: 'This file cannot be shown on the stage',
  notConverted: 'This document could not be converted into pages, so it cannot be shown',
  noSuchAttachment: 'This file is not in a chat of yours',
  guestCannotShareFiles: 'Guests can share only YouTube videos',
  notYourContent: 'Only whoever shared this content or a host can stop it',
  noSharedContent: 'Nothing is shared on the stage',
  timeOutOfRange: 'This time is not in the video',
} as const;

/** A shared video's position is at most this many seconds (a day; YouTube's longest are 12 h). */
export const SHARED_VIDEO_MAX_SECONDS = 24 * 60 * 60;

/** The extensions whose attachment is a video (mp4/webm), by its stored MIME type. */
export const SHARED_VIDEO_MIME_TYPES = ['video/mp4', 'video/webm'] as const;
export const isSharedVideoMime = (mimeType: string): boolean =>
  (SHARED_VIDEO_MIME_TYPES as readonly string[]).includes(mimeType);

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com'];

/** "90", "90s", "1m30s", "1h2m3s" → seconds; anything else → 0. */
const secondsOf = (value: string | null): number => {
  if (!value) return 0;
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match || value === '') return 0;
  const [, h, m, s] = match;
  return Number(h ?? 0) * 3600 + Number(m ?? 0) * 60 + Number(s ?? 0);
};

/**
 * The YouTube video a link shows and where it opens: watch?v=, youtu.be/, /embed/, /shorts/, /live/
 * on youtube.com, www., m. or music.; a `t` or `start` parameter gives the opening second. A link to a
 * playlist alone, a channel, or anything else → null.
 */
export const youtubeVideoOf = (url: string): { videoId: string; start: number } | null => {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.toLowerCase();
  const segments = parsed.pathname.split('/').filter(Boolean);
  let videoId: string | null = null;
  if (host === 'youtu.be' && segments.length === 1) videoId = segments[0] ?? null;
  else if (YOUTUBE_HOSTS.includes(host)) {
    if (segments.length === 1 && segments[0] === 'watch') videoId = parsed.searchParams.get('v');
    else if (segments.length === 2 && ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? ''))
      videoId = segments[1] ?? null;
  }
  if (!videoId || !YOUTUBE_ID.test(videoId)) return null;
  const start = secondsOf(parsed.searchParams.get('t') ?? parsed.searchParams.get('start'));
  return { videoId, start };
};
