import path from 'node:path';
import { LESSON_THUMBNAILS_DIR } from '@canstring/contracts';

/** An upload of the file server, relative to DATA_DIR (services/media keeps them in media/uploads). */
export const uploadFileOf = (uploadName: string): string =>
  path.join('media', 'uploads', path.basename(uploadName));

/** A published recording's browser rendition, relative to DATA_DIR (services/recording writes it). */
export const recordingVideoFileOf = (uniqueName: string): string =>
  path.join('recordings', `${path.basename(uniqueName)}.webm`);

/** A lesson's video, relative to DATA_DIR: the chat's upload, or the recording's browser rendition. */
export const videoFileOf = (lesson: { source: string; uploadName: string }): string =>
  lesson.source === 'recording' ? recordingVideoFileOf(lesson.uploadName) : uploadFileOf(lesson.uploadName);

/** A lesson's thumbnail, relative to DATA_DIR. */
export const thumbnailFileOf = (lessonId: number): string =>
  path.join(LESSON_THUMBNAILS_DIR, `${lessonId}.jpg`);

/** A path relative to DATA_DIR made absolute. */
export const inDataDir = (dataDir: string, relative: string): string => path.join(dataDir, relative);
