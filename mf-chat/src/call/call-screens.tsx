import { callMessages, callScreenTexts, roomPopupTitles } from '@canstring/contracts';
import { firstInitial } from '@canstring/ui';
import { Avatar, Box, Button, chakra, Flex, Heading, IconButton, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
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
 * the incoming popup (attend or reject), the open call (both videos, hang-up), and the 'Message'
 * popup after a call that could not happen or was ended by the other side.
 */
export const CallScreens = ({ controls }: { controls: CallControls }) => {
  const { screen, localStream, remoteStream } = controls;
  const { call } = screen;
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
            <Box position="relative" flex="1" minHeight="0">
              <StreamVideo stream={remoteStream} muted={false} testId="call-remote-video" />
              <Box position="absolute" right="3" bottom="3" width="32" height="24">
                <StreamVideo stream={localStream} muted testId="call-local-video" />
              </Box>
            </Box>
            <Flex justify="center">
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
