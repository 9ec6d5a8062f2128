import {
  CAMERA_FRAME_RATE,
  CAMERA_HEIGHT,
  CAMERA_WIDTH,
  DEVICE_NAME_MAX,
  devicePreviewTexts,
  MIC_LEVEL_MAX,
} from '@canstring/contracts';
import { UiProvider } from '@canstring/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { quietFieldObserver } from '../test-support/fake-gateway';
import { type FakeDevice, installFakeMedia } from '../test-support/fake-media-devices';
import { readDeviceChoice } from './device-choice-store';
import { deviceNameOf } from './device-name';
import { DevicePreview } from './device-preview';
import { micBandOf, micLevelOf } from './mic-level';
import { MicMeter } from './mic-meter';

const texts = devicePreviewTexts;
const longName = 'Integrated Webcam with a very long marketing name (0c45:6a09)';
const camera: FakeDevice = { kind: 'videoinput', deviceId: 'cam-1', label: longName };
const otherCamera: FakeDevice = { kind: 'videoinput', deviceId: 'cam-2', label: 'USB Camera' };
const mic: FakeDevice = { kind: 'audioinput', deviceId: 'mic-1', label: 'Built-in Microphone' };

let media: ReturnType<typeof installFakeMedia> | undefined;
afterEach(() => media?.uninstall());
quietFieldObserver();

const showPreview = async (devices: FakeDevice[], refuse = false) => {
  media = installFakeMedia({ devices, refuse });
  const onContinue = jest.fn();
  const view = render(
    <UiProvider>
      <DevicePreview onContinue={onContinue} />
    </UiProvider>,
  );
  await waitFor(() => expect(screen.getByTestId('device-preview').getAttribute('aria-busy')).toBe('false'));
  return { onContinue, view, media };
};

const pressed = (testId: string) => screen.getByTestId(testId).getAttribute('aria-pressed');

describe('device preview', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks for camera at 320x240 and 30 fps and mic, shows the preview, and lists named devices', async () => {
    const { media } = await showPreview([camera, otherCamera, mic]);
    expect(media.requests[0]).toEqual({
      video: {
        width: { ideal: CAMERA_WIDTH },
        height: { ideal: CAMERA_HEIGHT },
        frameRate: { ideal: CAMERA_FRAME_RATE },
      },
      audio: true,
    });
    expect(screen.getByTestId('preview-video')).toBeTruthy();
    expect(pressed('preview-video-toggle')).toBe('true');
    expect(pressed('preview-audio-toggle')).toBe('true');
    const cameras = within(screen.getByTestId('camera-picker')).getAllByRole('option');
    expect(cameras.map((option) => option.textContent)).toEqual([
      longName.slice(0, DEVICE_NAME_MAX),
      'USB Camera',
    ]);
    expect(cameras[0]?.getAttribute('title')).toBe(longName);
    expect(screen.getByTestId('camera-note').textContent).toBe(texts.cameraNote);
    expect(screen.queryByTestId('no-camera')).toBeNull();
  });

  it('opens the picked camera in place of the first', async () => {
    const { media } = await showPreview([camera, otherCamera, mic]);
    fireEvent.change(screen.getByTestId('camera-picker'), { target: { value: 'cam-2' } });
    await waitFor(() => expect(media.live().map((track) => track.deviceId)).toEqual(['mic-1', 'cam-2']));
    expect((screen.getByTestId('camera-picker') as HTMLSelectElement).value).toBe('cam-2');
  });

  it("says 'Unable to detect camera' with no camera, and the video toggle cannot turn on", async () => {
    const { media } = await showPreview([mic]);
    expect(screen.getByTestId('no-camera').textContent).toBe(texts.noCamera);
    expect((screen.getByTestId('preview-video-toggle') as HTMLButtonElement).disabled).toBe(true);
    expect(pressed('preview-video-toggle')).toBe('false');
    expect(media.requests[0]).toEqual({ video: false, audio: true });
    expect(pressed('preview-audio-toggle')).toBe('true');
  });

  it('offers a camera plugged in while the preview is open', async () => {
    const { media } = await showPreview([mic]);
    act(() => media.plug(camera));
    await waitFor(() => expect(screen.queryByTestId('no-camera')).toBeNull());
    expect(within(screen.getByTestId('camera-picker')).getAllByRole('option')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('preview-video-toggle'));
    fireEvent.click(
      within(await screen.findByTestId('confirm-camera')).getByRole('button', { name: texts.confirmYes }),
    );
    await waitFor(() => expect(pressed('preview-video-toggle')).toBe('true'));
    expect(media.live().map((track) => track.deviceId)).toEqual(['mic-1', 'cam-1']);
  });

  it('shows the access message when permission is refused, and still lets the person continue', async () => {
    const { onContinue } = await showPreview([camera, mic], true);
    expect(screen.getByTestId('device-access-problem').textContent).toBe(texts.accessProblem);
    expect((screen.getByTestId('preview-video-toggle') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('preview-audio-toggle') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('no-camera')).toBeNull();
    fireEvent.click(screen.getByTestId('preview-continue'));
    expect(onContinue).toHaveBeenCalled();
    expect(readDeviceChoice()).toEqual({ video: false, audio: false });
  });

  it('shows the access message where the browser gives no media devices', async () => {
    render(
      <UiProvider>
        <DevicePreview onContinue={() => undefined} />
      </UiProvider>,
    );
    expect((await screen.findByTestId('device-access-problem')).textContent).toBe(texts.accessProblem);
  });

  it('asks before turning the camera on again: Cancel keeps it off, Yes opens it', async () => {
    const { media } = await showPreview([camera, mic]);
    fireEvent.click(screen.getByTestId('preview-video-toggle'));
    await waitFor(() => expect(pressed('preview-video-toggle')).toBe('false'));
    expect(media.live().map((track) => track.kind)).toEqual(['audio']);
    expect(screen.queryByTestId('preview-video')).toBeNull();

    fireEvent.click(screen.getByTestId('preview-video-toggle'));
    const dialog = await screen.findByTestId('confirm-camera');
    expect(dialog.textContent).toContain(texts.confirmCamera);
    fireEvent.click(within(dialog).getByRole('button', { name: texts.confirmNo }));
    await waitFor(() => expect(screen.queryByTestId('confirm-camera')).toBeNull());
    expect(media.requests).toHaveLength(1);
    expect(pressed('preview-video-toggle')).toBe('false');

    fireEvent.click(screen.getByTestId('preview-video-toggle'));
    fireEvent.click(
      within(await screen.findByTestId('confirm-camera')).getByRole('button', { name: texts.confirmYes }),
    );
    await waitFor(() => expect(pressed('preview-video-toggle')).toBe('true'));
    expect(media.requests[1]?.video).toMatchObject({ deviceId: { exact: 'cam-1' } });
    expect(screen.getByTestId('preview-video')).toBeTruthy();
  });

  it('turns the mic off and on without asking', async () => {
    const { media } = await showPreview([camera, mic]);
    fireEvent.click(screen.getByTestId('preview-audio-toggle'));
    await waitFor(() => expect(pressed('preview-audio-toggle')).toBe('false'));
    expect(media.live().map((track) => track.kind)).toEqual(['video']);
    fireEvent.click(screen.getByTestId('preview-audio-toggle'));
    await waitFor(() => expect(pressed('preview-audio-toggle')).toBe('true'));
    expect(screen.queryByTestId('confirm-camera')).toBeNull();
  });

  it('keeps the choice for the room on Continue and stops every track', async () => {
    const { media, onContinue } = await showPreview([camera, mic]);
    fireEvent.click(screen.getByTestId('preview-video-toggle'));
    await waitFor(() => expect(pressed('preview-video-toggle')).toBe('false'));
    fireEvent.click(screen.getByTestId('preview-continue'));
    expect(onContinue).toHaveBeenCalled();
    expect(readDeviceChoice()).toEqual({ cameraId: 'cam-1', micId: 'mic-1', video: false, audio: true });
    expect(media.live()).toEqual([]);
  });

  it('goes on with the mic on when Continue is pressed before the browser has opened camera and mic', async () => {
    let answer!: () => void;
    media = installFakeMedia({
      devices: [camera, mic],
      answerWhen: new Promise<void>((resolve) => {
        answer = resolve;
      }),
    });
    const onContinue = jest.fn();
    render(
      <UiProvider>
        <DevicePreview onContinue={onContinue} />
      </UiProvider>,
    );
    expect(screen.getByTestId('device-preview').getAttribute('aria-busy')).toBe('true');
    fireEvent.click(screen.getByTestId('preview-continue'));
    expect(onContinue).not.toHaveBeenCalled();
    await act(async () => answer());
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    expect(readDeviceChoice()).toMatchObject({ video: true, audio: true });
    expect(media.live()).toEqual([]);
  });

  it('stops every track when the preview goes away', async () => {
    const { media, view } = await showPreview([camera, mic]);
    expect(media.live()).toHaveLength(2);
    act(() => view.unmount());
    expect(media.live()).toEqual([]);
  });
});

describe('device names', () => {
  it('cuts names at 40 characters and names unlabelled devices by kind and place', () => {
    expect(deviceNameOf({ kind: 'audioinput', label: 'x'.repeat(60) }, 0)).toHaveLength(DEVICE_NAME_MAX);
    expect(deviceNameOf({ kind: 'videoinput', label: '' }, 1)).toBe(`${texts.unnamedCamera} 2`);
    expect(deviceNameOf({ kind: 'audioinput', label: ' ' }, 0)).toBe(`${texts.unnamedMic} 1`);
  });
});

describe('mic meter', () => {
  it('reads the mean of the analyser data, capped at 100', () => {
    expect(micLevelOf([])).toBe(0);
    expect(micLevelOf([10, 20, 30])).toBe(20);
    expect(micLevelOf([255, 255])).toBe(MIC_LEVEL_MAX);
  });

  it('changes colour band at 40, 60 and 80', () => {
    expect([0, 39, 40, 59, 60, 79, 80, 100].map(micBandOf)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it('shows the level and its band', () => {
    render(
      <UiProvider>
        <MicMeter level={65} />
      </UiProvider>,
    );
    const meter = screen.getByRole('meter', { name: texts.micLevel });
    expect(meter.getAttribute('aria-valuenow')).toBe('65');
    expect(meter.dataset.band).toBe('2');
  });
});
