import {
  CONNECTION_LOST_RELOAD_MS,
  conferenceMessages,
  holdsHostPower,
  LOCKED_DISCONNECT_MS,
  MEETING_STOPPED_REDIRECT_MS,
  meetingMessages,
  REMOVED_LEAVE_MS,
  roomMessages,
  roomScreenTexts,
} from '@canstring/contracts';
import { Alert, Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { memo, useRef, useState } from 'react';
import { copyText } from '../common/copy-text';
import { publicJoinPath, siteUrl } from '../common/meeting-links';
import { ConfirmCameraDialog } from '../device-preview/confirm-camera-dialog';
import type { EntryRole } from '../entry/meeting-screen';
import type { MeetingEntry } from '../graphql/types';
import { CaptionStrip } from './captions/caption-strip';
import { useSpeechCaptions } from './captions/use-speech-captions';
import { readVoiceToText, saveVoiceToText } from './captions/voice-to-text-choice';
import { ChatTab } from './chat-tab';
import { DialogueTab } from './dialogue-tab';
import { HostMediaNotice } from './host-media-notice';
import { InfoTab } from './info-tab';
import { EncryptionNotice } from './notices/encryption-notice';
import { ParticipantsTab } from './participants-tab';
import { PortraitNotice } from './portrait-notice';
import { RecordingIndicator } from './recording/recording-indicator';
import { useRecordingProblem } from './recording/recording-problem';
import type { SendSignal } from './room-actions';
import {
  AlertDialog,
  ConfirmEndDialog,
  ConfirmLeaveDialog,
  EditNameDialog,
  InviteDialog,
} from './room-dialogs';
import { useAfter, useStartReminders } from './room-timings';
import { ScreenShareArea } from './screen-share/screen-share-area';
import { useScreenShare } from './screen-share/use-screen-share';
import { ShareContentButton } from './share-content/share-content-button';
import { type PanelTab, SidePanel } from './side-panel';
import { SoundPermissionPrompt } from './speaker/sound-permission-prompt';
import { SpeakingReporter } from './speaking/speaking-reporter';
import { sharedContentOf } from './stage/shared-content-of';
import { StageArea } from './stage/stage-area';
import { SHORT_WINDOW, Toolbar } from './toolbar';
import type { EnteredRoom } from './use-room-session';
import { useWindowFit } from './use-window-fit';
import { mayPublish, useConference, useConferenceValue } from './video-grid/use-conference';
import { VideoGrid } from './video-grid/video-grid';

const THANK_YOU_PATH = '/thankyou';
const texts = roomScreenTexts;

type Popup = 'leave' | 'end' | 'editName' | 'invite' | 'camera' | null;

export interface RoomScreenProps {
  entry: MeetingEntry;
  /** The room this screen entered (the entrance's session, joining or in). */
  room: EnteredRoom;
  enteredAs: EntryRole;
  navigate: (to: string) => void;
}

const reloadPage = () => window.location.reload();

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : roomMessages.somethingWentWrong;

/** A notice line over the room (waiting, reminders, the host away, a lost connection). */
const Notice = ({
  testId,
  status = 'info',
  children,
}: {
  testId: string;
  status?: 'info' | 'warning' | 'error';
  children: string;
}) => (
  <Alert.Root status={status} size="sm" data-testid={testId}>
    <Alert.Indicator />
    <Alert.Title>{children}</Alert.Title>
  </Alert.Root>
);

/**
 * The meeting screen after entry (spec 3 §2; spec 2 §2.7): the participants' tiles (a strip while the
 * stage shows the whiteboard or shared content), the stage, the side panel,
 * the toolbar, and the room's messages with their timings (spec 3 §4, §8). Drawn again only when its
 * room changes, not when the entrance around it shows it.
 */
export const RoomScreen = memo(function RoomScreen({ entry, room, enteredAs, navigate }: RoomScreenProps) {
  const { session, conference: follower, snapshot, guestToken } = room;
  const [alert, setAlert] = useState<string | null>(null);
  const [popup, setPopup] = useState<Popup>(null);
  const [panelOpen, setPanelOpen] = useState(true);
  const [tab, setTab] = useState<PanelTab>('participants');
  const [voiceToText, setVoiceToText] = useState(() => readVoiceToText());

  const state = snapshot.view?.state;
  const flags = state?.flags;
  const participants = state?.participants ?? [];
  const me = participants.find((p) => p.participantId === snapshot.participantId);
  const host = me ? holdsHostPower(me) : false;
  const live = snapshot.status === 'live';
  useRecordingProblem(live ? flags?.recordingProblem : null, host, setAlert);
  const conference = useConference({ follower, me, media: snapshot.media });
  const stageMode = live ? (flags?.displayMode ?? 'none') : 'none';
  const board = snapshot.view?.features.whiteboard ?? null;
  // Captions (spec 3 §4): the host's switch for the meeting; this person's speech is sent while their mic is.
  const captionsOn = live && (flags?.caption ?? false);
  const published = useConferenceValue(conference.control, (s) => s.local?.getAudioTracks()[0] ?? null);
  const captionNotice = useSpeechCaptions({
    active: Boolean(captionsOn && me && mayPublish(me) && me.micAllowed && snapshot.media.audioEnabled),
    published,
    speaker: me ? { name: me.userName, participantId: me.participantId } : null,
    room: entry.meetingNumber,
    guestToken,
  });
  const toThankYou = () => navigate(THANK_YOU_PATH);
  const link = siteUrl(publicJoinPath(entry.alias));

  const send: SendSignal = async (method, payload) => {
    await session?.sendSignal(method, payload).catch((error: unknown) => setAlert(messageOf(error)));
  };
  const screen = useScreenShare({
    control: conference.control,
    me: live ? me : undefined,
    screenSharerId: flags?.screenSharerId ?? null,
    published: conference.screen,
    ask: async (sharing) => {
      await session?.sendSignal('onScreeShare', { sharing });
    },
    onRefused: setAlert,
  });

  const ended = snapshot.status === 'ended';
  const locked = snapshot.status === 'refused' && snapshot.problem === roomMessages.meetingLocked;
  const removed = snapshot.status === 'removed';
  useAfter(ended && snapshot.endReason === 'stoppedByOrganizer', MEETING_STOPPED_REDIRECT_MS, toThankYou);
  useAfter(ended && snapshot.endReason === 'hostAbsent', 0, toThankYou);
  useAfter(locked, LOCKED_DISCONNECT_MS, toThankYou);
  useAfter(removed, REMOVED_LEAVE_MS, toThankYou);
  // The conference could not get its media back (spec 3 §4, §8): said, then the page reloads in 10 s.
  const mediaLost = live && conference.lost;
  useAfter(mediaLost, CONNECTION_LOST_RELOAD_MS, reloadPage);
  // A shared screen takes the room's space; the cameras make a strip under it.
  const sharedScreen = conference.screen !== null || Boolean(live && flags?.screenSharerId);
  const reminders = useStartReminders(live && host && flags?.started === false);

  const farewell = ended
    ? snapshot.endReason === 'stoppedByOrganizer'
      ? roomMessages.meetingStopped
      : null
    : locked
      ? roomMessages.meetingLocked
      : removed
        ? roomMessages.removed
        : null;
  const refused = snapshot.status === 'refused' && !locked ? snapshot.problem : null;

  const setMedia = (kind: 'video' | 'audio', enabled: boolean) =>
    void session?.setMedia(kind, enabled).catch((error: unknown) => setAlert(messageOf(error)));

  const place = useRef<HTMLDivElement>(null);
  const height = useWindowFit(place);

  const leave = async () => {
    setPopup(null);
    await session?.leave();
    toThankYou();
  };

  return (
    <Flex
      as="section"
      data-testid="meeting-screen"
      data-role={enteredAs}
      data-status={snapshot.status}
      direction="column"
      // The room fits the window below the header: its parts shrink, the toolbar stays in view, the
      // page never scrolls.
      ref={place}
      height={height}
      overflow="hidden"
    >
      <PortraitNotice />
      <Flex
        align="center"
        gap="3"
        paddingX="4"
        paddingY="3"
        borderBottomWidth="1px"
        flexShrink={0}
        css={{ [SHORT_WINDOW]: { paddingTop: '1', paddingBottom: '1' } }}
      >
        <Heading as="h1" size="lg" flex="1" truncate data-testid="meeting-title">
          {state?.title ?? entry.title}
        </Heading>
        <RecordingIndicator recording={live && (flags?.recording ?? false)} />
        {enteredAs === 'guest' && <Badge>{texts.guest}</Badge>}
        {!panelOpen && (
          <Button size="sm" variant="outline" data-testid="open-panel" onClick={() => setPanelOpen(true)}>
            {texts.openPanel}
          </Button>
        )}
      </Flex>
      <Stack gap="2" paddingX="4" paddingTop="2" flexShrink={0} maxHeight="30%" overflowY="auto">
        {farewell && (
          <Text fontSize="xl" textAlign="center" padding="6" role="alert" data-testid="room-message">
            {farewell}
          </Text>
        )}
        {refused && (
          <Notice testId="room-refused" status="error">
            {refused}
          </Notice>
        )}
        {snapshot.status === 'joining' && <Text color="fg.muted">{texts.joining}</Text>}
        {live && (snapshot.disconnected || conference.lost) && (
          <Notice testId="room-disconnected" status="warning">
            {roomMessages.disconnected}
          </Notice>
        )}
        {live && flags && !flags.started && !host && (
          <Notice testId="waiting-for-start">{roomMessages.meetingWillStart}</Notice>
        )}
        {reminders.reminder && (
          <Notice testId="start-reminder" status="warning">
            {roomMessages.sessionNotStarted}
          </Notice>
        )}
        {reminders.hint && <Notice testId="start-hint">{roomMessages.startHint}</Notice>}
        {live && conference.reconnecting && (
          <Notice testId="conference-reconnecting" status="warning">
            {conferenceMessages.reconnecting}
          </Notice>
        )}
        {live && conference.failed && !conference.lost && (
          <Notice testId="conference-failed" status="error">
            {`${conferenceMessages.joinFailed}${conference.failed}`}
          </Notice>
        )}
        {live && conference.publishError && (
          <Notice testId="publish-failed" status="error">
            {conference.publishError}
          </Notice>
        )}
        {live && <HostMediaNotice me={me} />}
        {captionNotice && (
          <Notice testId="caption-notice" status="warning">
            {captionNotice}
          </Notice>
        )}
        {live && flags?.hostAbsentSince && (
          <Notice testId="host-absent" status="warning">
            {roomMessages.hostAbsent}
          </Notice>
        )}
        {live && <SoundPermissionPrompt />}
        <EncryptionNotice live={live} />
      </Stack>
      {/* Drawn from the start (hidden behind the preview), so the join's answer changes little. */}
      <Flex flex="1" direction={{ base: 'column', md: 'row' }} minHeight="0">
        <Flex flex="1" minWidth="0" minHeight="0" direction="column" position="relative" overflow="hidden">
          <ScreenShareArea
            participants={participants}
            screenSharerId={flags?.screenSharerId ?? null}
            conference={conference.control}
            ownScreen={conference.screen}
          />
          <VideoGrid
            participants={participants}
            meId={snapshot.participantId}
            conference={conference.control}
            speaking={snapshot.speaking}
            strip={stageMode !== 'none' || sharedScreen}
          />
          <StageArea
            mode={stageMode}
            whiteboard={
              board && {
                session,
                participantId: snapshot.participantId,
                board,
                disconnected: snapshot.disconnected,
                canDraw: Boolean(me && (host || me.wbAllowed)),
                canClear: host,
                ...(guestToken ? { guestToken } : {}),
              }
            }
            content={{
              session,
              send,
              meetingNumber: state?.room ?? entry.meetingNumber,
              participantId: snapshot.participantId,
              content: sharedContentOf(flags?.sharedContent ?? null),
              documentPage: snapshot.view?.features.document?.currentPage ?? 1,
              mayPresent: Boolean(me && (host || me.userMode === 'presenter')),
              host,
              ...(guestToken ? { guestToken } : {}),
            }}
          />
          {captionsOn && voiceToText && <CaptionStrip lines={snapshot.view?.captions ?? []} />}
          {live && (
            // A lost isSpeaking is not worth an alert: the next one follows in 3 s.
            <SpeakingReporter
              conference={conference.control}
              send={(level) => void session?.sendSignal('isSpeaking', { level }).catch(() => undefined)}
            />
          )}
        </Flex>
        {panelOpen && (
          <SidePanel
            tab={tab}
            onTab={setTab}
            onClose={() => setPanelOpen(false)}
            content={{
              participants: (
                <ParticipantsTab
                  participants={participants}
                  me={me}
                  seatType={state?.seatType ?? entry.seatType}
                  send={send}
                  speaking={snapshot.speaking}
                />
              ),
              chat: (
                <ChatTab
                  messages={state?.chat ?? []}
                  participants={participants}
                  me={me}
                  privateChatDisabled={flags?.privateChatDisabled ?? false}
                  send={send}
                />
              ),
              dialogue: <DialogueTab captions={snapshot.view?.captions ?? []} />,
              info: (
                <InfoTab
                  title={state?.title ?? entry.title}
                  startAt={state?.startAt ?? entry.startAt}
                  endAt={state?.endAt ?? entry.endAt}
                  organizerName={state?.organizerName ?? entry.organizerName}
                  meetingNumber={entry.meetingNumber}
                  link={link}
                  onCopy={() => void copyText(link, meetingMessages.meetingUrlCopied)}
                  onInvite={() => setPopup('invite')}
                />
              ),
            }}
          />
        )}
      </Flex>
      <Toolbar
        me={live ? me : undefined}
        flags={live ? flags : undefined}
        media={snapshot.media}
        screen={screen}
        send={send}
        voiceToText={voiceToText}
        onVoiceToText={(on) => {
          saveVoiceToText(on);
          setVoiceToText(on);
        }}
        onMedia={(kind, enabled) =>
          // Turning the camera on asks first (spec 3 §5).
          kind === 'video' && enabled ? setPopup('camera') : setMedia(kind, enabled)
        }
        onEnd={() => setPopup('end')}
        onEditName={() => setPopup('editName')}
        onLeave={() => setPopup('leave')}
        shareContent={
          <ShareContentButton me={me} session={session} {...(guestToken ? { guestToken } : {})} />
        }
        recording={{
          meetingNumber: entry.meetingNumber,
          ...(guestToken ? { guestToken } : {}),
          onRefused: setAlert,
        }}
      />
      {popup === 'camera' && (
        <ConfirmCameraDialog
          onCancel={() => setPopup(null)}
          onConfirm={() => {
            setPopup(null);
            setMedia('video', true);
          }}
        />
      )}
      {popup === 'leave' && <ConfirmLeaveDialog onStay={() => setPopup(null)} onLeave={() => void leave()} />}
      {popup === 'end' && (
        <ConfirmEndDialog
          onCancel={() => setPopup(null)}
          onEnd={() => {
            setPopup(null);
            void send('meetingStatus', { started: false });
          }}
        />
      )}
      {popup === 'editName' && me && (
        <EditNameDialog
          current={me.userName}
          onCancel={() => setPopup(null)}
          onSave={(name) => {
            setPopup(null);
            if (!name.trim()) setAlert(roomMessages.nameRequired);
            else void send('editName', { userName: name.trim() });
          }}
        />
      )}
      {popup === 'invite' && (
        <InviteDialog
          link={link}
          onClose={() => setPopup(null)}
          onCopy={() => void copyText(link, meetingMessages.meetingUrlCopied)}
        />
      )}
      {alert && <AlertDialog message={alert} onClose={() => setAlert(null)} />}
    </Flex>
  );
});
