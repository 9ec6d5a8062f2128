import { examMediaEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { feedIdOf, janusRoomIdOf, screenFeedIdOf } from '../janus/janus-ids';
import { type LiveMedia, liveMediaNotConfigured } from './live-media-deps';

/**
 * `media.room.published` (the room service, when an exam's candidate presses Start Test): whether the
 * SFU has the participant's camera feed sending video and their screen feed publishing now.
 */
export const examPublishedHandler = (media: LiveMedia | undefined) =>
  handler(examMediaEndpoints.published, async ({ room, participantId }) => {
    if (!media) throw liveMediaNotConfigured();
    const janusRoomId = janusRoomIdOf(room, media.secret);
    if (!(await media.rooms.exists(janusRoomId))) return { camera: false, screen: false };
    const publishing = new Set(
      (await media.rooms.participants(janusRoomId)).filter((p) => p.publisher).map((p) => p.id),
    );
    const cameraFeed = feedIdOf(participantId, media.secret);
    const screen = publishing.has(screenFeedIdOf(participantId, media.secret));
    if (!publishing.has(cameraFeed)) return { camera: false, screen };
    const streams = (await media.rooms.publisherStreams(janusRoomId)).get(cameraFeed);
    const camera = streams ? streams.some((s) => s.type === 'video' && !s.disabled) : true;
    return { camera, screen };
  });
