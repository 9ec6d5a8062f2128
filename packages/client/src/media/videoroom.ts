/** Janus's VideoRoom plugin, which every handle of the conference attaches to. */
export const VIDEOROOM = 'janus.plugin.videoroom';

/**
 * The opaque ids of a participant's handles (how Janus's admin API tells them apart): the one that
 * joins the room with their camera and mic, those that receive others' feeds, and their screen share.
 */
export const opaqueIdOf = (handle: 'room' | 'feed' | 'screen', participantId: string) =>
  `${handle}-${participantId}`;
