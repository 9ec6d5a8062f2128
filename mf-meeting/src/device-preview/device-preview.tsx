import { CAMERA_HEIGHT, CAMERA_WIDTH, devicePreviewTexts } from '@canstring/contracts';
import { Alert, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { ConfirmCameraDialog } from './confirm-camera-dialog';
import { keepDeviceChoice } from './device-choice-store';
import { DevicePicker } from './device-picker';
import { useMicLevel } from './mic-level';
import { MicMeter } from './mic-meter';
import { useDevicePreview } from './use-device-preview';

const texts = devicePreviewTexts;

/** The camera's picture, muted (the mic is heard through the meter, not the speakers). */
const CameraView = ({ stream }: { stream: MediaStream }) => {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={video}
      data-testid="preview-video"
      autoPlay
      muted
      playsInline
      width={CAMERA_WIDTH}
      height={CAMERA_HEIGHT}
      style={{ background: 'black', borderRadius: '0.5rem' }}
    />
  );
};

/** A toggle in the toolbar's manner: pressed while on. */
const Toggle = ({
  testId,
  label,
  on,
  disabled,
  onClick,
}: {
  testId: string;
  label: string;
  on: boolean;
  disabled: boolean;
  onClick: () => void;
}) => (
  <Button
    size="sm"
    variant={on ? 'solid' : 'outline'}
    data-testid={testId}
    aria-pressed={on}
    disabled={disabled}
    onClick={onClick}
  >
    {label}
  </Button>
);

/**
 * The meeting screen before entry (spec 3 §2; spec 2 §2.11): the camera's preview, camera and mic
 * pickers, the mic meter, video and audio toggles and Continue, which keeps the choice for the room.
 * A camera is turned on only if one is detected, and only after confirmation (spec 3 §5).
 */
export const DevicePreview = ({
  onContinue,
  onSettled,
}: {
  onContinue: () => void;
  /** The first check of camera and mic is done (the picture plays, or the page says why not). */
  onSettled?: () => void;
}) => {
  const { state, turnVideo, turnAudio, pickCamera, pickMic, finish } = useDevicePreview();
  useEffect(() => {
    if (!state.checking) onSettled?.();
  }, [state.checking, onSettled]);
  // Continue keeps the camera and mic as the check leaves them: pressed while the browser is still
  // opening them, it goes on once the check is done (else the mic, not yet open, read as off).
  const [continueAsked, setContinueAsked] = useState(false);
  const proceed = () => {
    keepDeviceChoice(finish());
    onContinue();
  };
  const proceedLater = useRef(proceed);
  proceedLater.current = proceed;
  useEffect(() => {
    if (!continueAsked || state.checking) return;
    setContinueAsked(false);
    proceedLater.current();
  }, [continueAsked, state.checking]);
  const level = useMicLevel(state.audio);
  const [confirming, setConfirming] = useState(false);
  const blocked = state.checking || state.refused;
  const videoOn = state.video !== null;
  const audioOn = state.audio !== null;

  const toggleVideo = () => {
    if (videoOn) void turnVideo(false);
    else setConfirming(true);
  };

  return (
    <Flex
      as="section"
      data-testid="device-preview"
      aria-busy={state.checking}
      direction="column"
      align="center"
      gap="4"
      padding="6"
    >
      <Heading as="h1" size="lg">
        {texts.title}
      </Heading>
      {state.refused && (
        <Alert.Root status="error" size="sm" maxWidth="md" data-testid="device-access-problem">
          <Alert.Indicator />
          <Alert.Title>{texts.accessProblem}</Alert.Title>
        </Alert.Root>
      )}
      <Box
        width={`${CAMERA_WIDTH}px`}
        height={`${CAMERA_HEIGHT}px`}
        bg="bg.emphasized"
        borderRadius="md"
        display="flex"
        alignItems="center"
        justifyContent="center"
      >
        {state.video ? (
          <CameraView stream={state.video} />
        ) : (
          state.noCamera && (
            <Text data-testid="no-camera" color="fg.muted">
              {texts.noCamera}
            </Text>
          )
        )}
      </Box>
      <Stack gap="3" width={`${CAMERA_WIDTH}px`}>
        <DevicePicker
          testId="camera-picker"
          label={texts.camera}
          devices={state.cameras}
          value={state.cameraId}
          disabled={blocked}
          onPick={(id) => void pickCamera(id)}
        />
        <DevicePicker
          testId="mic-picker"
          label={texts.mic}
          devices={state.mics}
          value={state.micId}
          disabled={blocked}
          onPick={(id) => void pickMic(id)}
        />
        <MicMeter level={level} />
        <Flex gap="2" justify="center">
          <Toggle
            testId="preview-video-toggle"
            label={texts.video}
            on={videoOn}
            disabled={blocked || (state.noCamera && !videoOn)}
            onClick={toggleVideo}
          />
          <Toggle
            testId="preview-audio-toggle"
            label={texts.audio}
            on={audioOn}
            disabled={blocked || state.mics.length === 0}
            onClick={() => void turnAudio(!audioOn)}
          />
        </Flex>
        <Text fontSize="sm" color="fg.muted" data-testid="camera-note">
          {texts.cameraNote}
        </Text>
        <Button
          data-testid="preview-continue"
          onClick={() => (state.checking ? setContinueAsked(true) : proceed())}
        >
          {texts.continue}
        </Button>
      </Stack>
      {confirming && (
        <ConfirmCameraDialog
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void turnVideo(true);
          }}
        />
      )}
    </Flex>
  );
};
