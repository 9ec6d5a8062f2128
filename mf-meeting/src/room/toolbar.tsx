import type { RoomMedia, RoomParticipantView } from '@canstring/client/room';
import { holdsHostPower, type RoomFlags, roomScreenTexts } from '@canstring/contracts';
import { Button, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CaptionsControl, VoiceToTextToggle } from './captions/caption-toggles';
import { HostMenu } from './host-menu';
import { RecordingToggle } from './recording/recording-toggle';
import type { SendSignal } from './room-actions';
import type { ScreenShare } from './screen-share/use-screen-share';
import { SpeakerToggle } from './speaker/speaker-toggle';
import { mayPublish } from './video-grid/use-conference';

const texts = roomScreenTexts.toolbar;

/** A window too short for the toolbar's rows (a phone held sideways). */
export const SHORT_WINDOW = '@media (max-height: 500px)';
/** There the toolbar is one row, scrolled sideways, with Leave kept at its end in view. */
const oneScrollingRow = {
  flexWrap: 'nowrap',
  overflowX: 'auto',
  justifyContent: 'flex-start',
  paddingTop: '1.5',
  paddingBottom: '1.5',
  '& > *': { flexShrink: 0 },
} as const;

export interface ToolbarProps {
  me: RoomParticipantView | undefined;
  flags: RoomFlags | undefined;
  media: RoomMedia;
  screen: ScreenShare;
  send: SendSignal;
  /** Whether this person sees the captions (their own choice, kept for the tab). */
  voiceToText: boolean;
  onVoiceToText: (on: boolean) => void;
  onMedia: (kind: 'video' | 'audio', enabled: boolean) => void;
  onEnd: () => void;
  onEditName: () => void;
  onLeave: () => void;
  /** The Share Content button (hosts and presenters), beside the whiteboard's. */
  shareContent?: ReactNode;
  /** What the host's Recording toggle needs beside the room's flags. */
  recording: { meetingNumber: string; guestToken?: string; onRefused: (message: string) => void };
}

/**
 * The room's toolbar. Everyone: hand, camera and mic, edit name, leave; the screen share for those
 * the room lets share, on browsers that can (spec 3 §5); the whiteboard for hosts, presenters and
 * those granted it; the voice-to-text view, and whether the meeting's captions are on. Hosts
 * (by right or temporary) also: start or end, lock or unlock, recording, captions on or off, and the host menu. The server checks
 * every one of these again.
 */
export const Toolbar = ({
  me,
  flags,
  media,
  screen,
  send,
  voiceToText,
  onVoiceToText,
  onMedia,
  onEnd,
  onEditName,
  onLeave,
  shareContent,
  recording,
}: ToolbarProps) => {
  const host = me ? holdsHostPower(me) : false;
  const inRoom = Boolean(me && flags);
  // The stage's right: a host, a presenter, or anyone granted the whiteboard.
  const mayOpenBoard = Boolean(me && (host || me.userMode === 'presenter' || me.wbAllowed));
  const boardOpen = flags?.displayMode === 'whiteboard';
  // One who presents but lacks the right: the host took it (a viewer never had it).
  const offByHost = (kind: 'mic' | 'cam') =>
    Boolean(inRoom && me && mayPublish(me) && !(kind === 'mic' ? me.micAllowed : me.camAllowed));
  return (
    <Flex
      as="nav"
      data-testid="room-toolbar"
      gap="2"
      wrap="wrap"
      padding="3"
      borderTopWidth="1px"
      justify="center"
      flexShrink={0}
      css={{ [SHORT_WINDOW]: oneScrollingRow }}
    >
      {host &&
        flags &&
        (flags.started ? (
          <Button size="sm" colorPalette="red" data-testid="toolbar-end" onClick={onEnd}>
            {texts.end}
          </Button>
        ) : (
          <Button
            size="sm"
            colorPalette="green"
            data-testid="toolbar-start"
            onClick={() => send('meetingStatus', { started: true })}
          >
            {texts.start}
          </Button>
        ))}
      {host && flags && (
        <Button
          size="sm"
          variant="outline"
          data-testid="toolbar-lock"
          onClick={() => send('lockStatus', { locked: !flags.locked })}
        >
          {flags.locked ? texts.unlock : texts.lock}
        </Button>
      )}
      {host && me && flags && (
        <RecordingToggle
          meetingNumber={recording.meetingNumber}
          participantId={me.participantId}
          recording={flags.recording}
          {...(recording.guestToken ? { guestToken: recording.guestToken } : {})}
          onRefused={recording.onRefused}
        />
      )}
      {me && (
        <Button
          size="sm"
          variant="outline"
          data-testid="toolbar-hand"
          onClick={() => (me.handRaised ? send('onLowerHand', {}) : send('onRaiseHand', {}))}
        >
          {me.handRaised ? texts.lowerHand : texts.raiseHand}
        </Button>
      )}
      <Button
        size="sm"
        variant={media.videoEnabled ? 'solid' : 'outline'}
        data-testid="toolbar-camera"
        data-off-by-host={offByHost('cam')}
        aria-pressed={media.videoEnabled}
        disabled={!inRoom || !me?.camAllowed}
        onClick={() => onMedia('video', !media.videoEnabled)}
      >
        {media.videoEnabled ? texts.cameraOn : offByHost('cam') ? texts.cameraOffByHost : texts.cameraOff}
      </Button>
      <Button
        size="sm"
        variant={media.audioEnabled ? 'solid' : 'outline'}
        data-testid="toolbar-mic"
        data-off-by-host={offByHost('mic')}
        aria-pressed={media.audioEnabled}
        disabled={!inRoom || !me?.micAllowed}
        onClick={() => onMedia('audio', !media.audioEnabled)}
      >
        {media.audioEnabled ? texts.micOn : offByHost('mic') ? texts.micOffByHost : texts.micOff}
      </Button>
      {inRoom && <SpeakerToggle />}
      {inRoom && screen.supported && (screen.allowed || screen.state !== 'idle') && (
        <Button
          size="sm"
          variant={screen.state === 'sharing' ? 'solid' : 'outline'}
          data-testid="toolbar-screen"
          aria-pressed={screen.state === 'sharing'}
          loading={screen.state === 'starting'}
          onClick={screen.toggle}
        >
          {screen.state === 'sharing' ? texts.stopScreen : texts.shareScreen}
        </Button>
      )}
      {inRoom && mayOpenBoard && (
        <Button
          size="sm"
          variant={boardOpen ? 'solid' : 'outline'}
          data-testid="toolbar-whiteboard"
          aria-pressed={boardOpen}
          onClick={() => send('wbEnable', { enabled: !boardOpen })}
        >
          {boardOpen ? texts.closeWhiteboard : texts.whiteboard}
        </Button>
      )}
      {inRoom && shareContent}
      {inRoom && flags && <CaptionsControl on={flags.caption} host={host} send={send} />}
      {inRoom && <VoiceToTextToggle on={voiceToText} onChange={onVoiceToText} />}
      {me && (
        <Button size="sm" variant="ghost" data-testid="toolbar-edit-name" onClick={onEditName}>
          {texts.editName}
        </Button>
      )}
      {host && flags && <HostMenu privateChatDisabled={flags.privateChatDisabled} send={send} />}
      <Button
        size="sm"
        colorPalette="red"
        variant="subtle"
        data-testid="toolbar-leave"
        onClick={onLeave}
        css={{ [SHORT_WINDOW]: { position: 'sticky', right: 0 } }}
      >
        {texts.leave}
      </Button>
    </Flex>
  );
};
