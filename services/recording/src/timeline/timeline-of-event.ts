import type { RecordingTimelineEntry, RoomEvent } from '@canstring/contracts';

const payloadOf = (event: RoomEvent): Record<string, unknown> => {
  try {
    const value = JSON.parse(event.payload) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** Speaking below this mic level (0-100) counts as silence. */
const SPEAKING_LEVEL = 5;

type Entry = (
  kind: RecordingTimelineEntry['kind'],
  on: boolean | null,
  detail?: string | null,
) => RecordingTimelineEntry;

/** The stage's mode, and the document shown on it (its upload), whose pages the video draws. */
const stageOf = (event: RoomEvent, entry: Entry): RecordingTimelineEntry[] => {
  const { displayMode, sharedContent } = event.flags;
  const stage = entry('stage', displayMode !== 'none', displayMode);
  return displayMode === 'document' && sharedContent?.kind === 'document' && sharedContent.upload
    ? [stage, entry('document', true, sharedContent.upload), entry('documentPage', null, '1')]
    : [stage];
};

/**
 * What one room event adds to the timeline of the recording running in the room: who joined or
 * left, spoke, turned their camera or mic, shared a screen, what the stage showed, the document
 * page, a final caption line. Chat, hands and the rest are not part of a video.
 */
export const timelineOfEvent = (event: RoomEvent, at: string): RecordingTimelineEntry[] => {
  const from = event.fromParticipantId;
  const payload = payloadOf(event);
  const entry = (
    kind: RecordingTimelineEntry['kind'],
    on: boolean | null,
    detail: string | null = null,
    participantId = from,
  ): RecordingTimelineEntry => ({ at, kind, participantId, on, detail });
  switch (event.method) {
    case 'isSpeaking': {
      const level = typeof payload.level === 'number' ? payload.level : 0;
      return [entry(level >= SPEAKING_LEVEL ? 'speaking' : 'silent', level >= SPEAKING_LEVEL, String(level))];
    }
    case 'onScreeShare':
      return [entry('screenShare', payload.sharing === true)];
    case 'camEnabled':
      return [entry('camera', payload.enabled === true || payload.on === true)];
    case 'micEnabled':
      return [entry('microphone', payload.enabled === true || payload.on === true)];
    case 'pageSwitch':
      return [entry('documentPage', null, String(payload.currentPage ?? ''))];
    case 'wbEnable':
    case 'shareDoc':
      return stageOf(event, entry);
    case 'recordingStatus':
      // What the stage shows as the recording starts (a page turned earlier is not known: the first).
      return event.flags.recording ? stageOf(event, entry) : [];
    case 'onTranscript':
      return payload.isFinal === true && typeof payload.text === 'string'
        ? [entry('caption', null, payload.text)]
        : [];
    case 'onUserListMeeting':
      return event.participants.map((p) => entry('joined', null, p.userName, p.participantId));
    case 'onUserDisconnected':
      return event.left.map((id) => entry('left', null, null, id));
    default:
      return event.left.map((id) => entry('left', null, null, id));
  }
};
