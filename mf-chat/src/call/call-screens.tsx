import {
  CALL_TIMER_TICK_MS,
  callDuration,
  callMessages,
  callScreenTexts,
  ENCRYPTION_BANNER_MS,
  liveRoomTexts,
  roomPopupTitles,
} from '@canstring/contracts';
import { firstInitial } from '@canstring/ui';
import { Alert, Avatar, Box, Button, chakra, Flex, Heading, IconButton, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { HangUpIcon } from '../common/icons';
import type { CallControls } from './call-controls';

/** A video element showing a stream (muted for one's own camera, so it does not echo). */
const StreamVideo = ({
  stream,
  muted,
  testId,
}: {
  stream: MediaStream | null;
  muted: boolean;
  testId: string;
}) => {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <chakra.video
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      data-testid={testId}
      data-has-stream={stream ? 'true' : 'false'}
      width="full"
      height="full"
      objectFit="cover"
      bg="black"
      borderRadius="md"
    />
  );
};

const texts = liveRoomTexts.call;

/** The call's time since it opened in this window, counted every second (MM:SS, HH:MM:SS past an hour). */
const CallTimer = ({ since }: { since: number }) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CALL_TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <chakra.span aria-label={texts.duration} data-testid="call-timer" fontVariantNumeric="tabular-nums">
      {callDuration(now - since)}
    </chakra.span>
  );
};

/**
 * Spec 3 §2's banner, true here: the call goes browser to browser with DTLS-SRTP keys only the two
 * browsers hold (a relay passes the packets on unread). Hidden after 10 s (spec 3 §9).
 */
const EndToEndBanner = () => {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), ENCRYPTION_BANNER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <Alert.Root status="info" size="sm" data-testid="call-encryption">
      <Alert.Indicator />
      <Alert.Title>{liveRoomTexts.encryption.endToEnd}</Alert.Title>
    </Alert.Root>
  );
};

/** One of the call toolbar's switches: pressed while on. */
const Toggle = ({
  on,
  onLabel,
  offLabel,
  testId,
  onClick,
}: {
  on: boolean;
  onLabel: string;
  offLabel: string;
  testId: string;
  onClick: () => void;
}) => (
  <Button
    size="sm"
    variant={on ? 'solid' : 'outline'}
    colorPalette="gray"
    aria-pressed={on}
    data-testid={testId}
    onClick={onClick}
  >
    {on ? onLabel : offLabel}
  </Button>
);

const HangUpButton = ({ onClick }: { onClick: () => void }) => (
  <IconButton
    aria-label={callScreenTexts.hangUp}
    title={callScreenTexts.hangUp}
    colorPalette="red"
    rounded="full"
    data-testid="call-hang-up"
    onClick={onClick}
  >
    <HangUpIcon />
  </IconButton>
);

const Overlay = ({
  children,
  label,
  testId,
}: {
  children: React.ReactNode;
  label: string;
  testId: string;
}) => (
  <Flex
    role="dialog"
    aria-label={label}
    data-testid={testId}
    position="fixed"
    inset="0"
    zIndex="modal"
    bg="blackAlpha.700"
    align="center"
    justify="center"
    padding="4"
  >
    {children}
  </Flex>
);

const Card = ({ children }: { children: React.ReactNode }) => (
  <Flex
    direction="column"
    align="center"
    gap="4"
    bg="bg"
    borderRadius="lg"
    padding="6"
    minWidth="64"
    shadow="lg"
  >
    {children}
  </Flex>
);

/**
 * The call screens over the chat (spec 2 §2.4, §2.8, §2.10): ringing out ('Ringing...' with hang-up),
 * the incoming popup (attend or reject), the open call (the other person's name, the call's time, the
 * end-to-end banner, both videos; mic, camera, screen share and hang-up), and the 'Message'
 * popup after a call that could not happen or was ended by the other side.
 */
export const CallScreens = ({ controls, meId }: { controls: CallControls; meId: string }) => {
  const { screen, localStream, remoteStream, media } = controls;
  const { call } = screen;
  const otherName = call ? (call.callerId === meId ? call.calleeName : call.callerName) : '';
  return (
    <>
      {screen.view === 'calling' && call && (
        <Overlay label={callMessages.ringing} testId="call-outgoing">
          <Card>
            <Avatar.Root size="2xl" colorPalette="brand">
              <Avatar.Fallback>{firstInitial(call.calleeName)}</Avatar.Fallback>
            </Avatar.Root>
            <Heading size="md">{call.calleeName}</Heading>
            <Text data-testid="call-ringing">{callMessages.ringing}</Text>
            <HangUpButton onClick={controls.hangUp} />
          </Card>
        </Overlay>
      )}
      {screen.view === 'ringing' && call && (
        <Overlay label={`${call.callerName} ${callScreenTexts.incoming}`} testId="call-incoming">
          <Card>
            <Avatar.Root size="2xl" colorPalette="brand">
              <Avatar.Fallback>{firstInitial(call.callerName)}</Avatar.Fallback>
            </Avatar.Root>
            <Text data-testid="call-incoming-text">
              <b>{call.callerName}</b> {callScreenTexts.incoming}
            </Text>
            <Flex gap="3">
              <Button
                colorPalette="green"
                data-testid="call-attend"
                disabled={screen.attending}
                onClick={controls.attend}
              >
                {callScreenTexts.attend}
              </Button>
              <Button
                colorPalette="red"
                variant="outline"
                data-testid="call-reject"
                disabled={screen.attending}
                onClick={controls.reject}
              >
                {callScreenTexts.reject}
              </Button>
            </Flex>
          </Card>
        </Overlay>
      )}
      {screen.view === 'callOpened' && call && (
        <Overlay label={callScreenTexts.call} testId="call-view">
          <Flex direction="column" gap="3" width="full" maxWidth="3xl" height="full" maxHeight="2xl">
            <Flex align="center" gap="3" color="white">
              <Avatar.Root size="sm" colorPalette="brand">
                <Avatar.Fallback>{firstInitial(otherName)}</Avatar.Fallback>
              </Avatar.Root>
              <Heading size="md" flex="1" minWidth="0" truncate data-testid="call-other-name">
                {otherName}
              </Heading>
              {controls.openedAt !== null && <CallTimer since={controls.openedAt} />}
            </Flex>
            <EndToEndBanner />
            <Box position="relative" flex="1" minHeight="0">
              <StreamVideo stream={remoteStream} muted={false} testId="call-remote-video" />
              <Box position="absolute" right="3" bottom="3" width="32" height="24">
                <StreamVideo stream={localStream} muted testId="call-local-video" />
              </Box>
            </Box>
            <Flex justify="center" align="center" gap="2" wrap="wrap" data-testid="call-toolbar">
              <Toggle
                on={media.micOn}
                onLabel={texts.micOn}
                offLabel={texts.micOff}
                testId="call-mic"
                onClick={controls.toggleMic}
              />
              <Toggle
                on={media.cameraOn}
                onLabel={texts.cameraOn}
                offLabel={texts.cameraOff}
                testId="call-camera"
                onClick={controls.toggleCamera}
              />
              {media.screenSupported && (
                <Toggle
                  on={media.sharingScreen}
                  onLabel={texts.stopScreen}
                  offLabel={texts.shareScreen}
                  testId="call-screen"
                  onClick={controls.toggleScreen}
                />
              )}
              <HangUpButton onClick={controls.hangUp} />
            </Flex>
          </Flex>
        </Overlay>
      )}
      {screen.notice && (
        <Overlay label={roomPopupTitles.alert} testId="call-notice">
          <Card>
            <Heading size="sm">{roomPopupTitles.alert}</Heading>
            <Text data-testid="call-notice-text">{screen.notice}</Text>
            <Button size="sm" onClick={controls.dismissNotice}>
              {callScreenTexts.ok}
            </Button>
          </Card>
        </Overlay>
      )}
    </>
  );
};
