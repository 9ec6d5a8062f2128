import { z } from 'zod';
import { actorSchema } from '../actor';
import { endpoint } from '../endpoint';
import { uploadSchema, uploadUniqueNameSchema } from './upload';

/** The media service's NATS endpoints. */
export const mediaEndpoints = {
  /** An upload, to its owner only (NOT_FOUND, or FORBIDDEN for anyone else). */
  uploadsGet: endpoint(
    'media.uploads.get',
    z.object({ actor: actorSchema, uniqueName: uploadUniqueNameSchema }),
    z.object({ upload: uploadSchema }),
  ),
} as const;

export const MEDIA_SERVICE_NAME = 'media';
