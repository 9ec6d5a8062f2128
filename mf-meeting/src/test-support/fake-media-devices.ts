/**
 * A stand-in for the browser's camera and mic at the `navigator.mediaDevices` boundary: jsdom has no
 * media at all (the e2e spec runs the real thing in Chromium with its fake devices).
 */

export interface FakeDevice {
  kind: 'videoinput' | 'audioinput';
  deviceId: string;
  label: string;
}

export class FakeTrack {
  stopped = false;
  constructor(
    readonly kind: 'video' | 'audio',
    readonly deviceId: string,
  ) {}
  stop() {
    this.stopped = true;
  }
  getSettings() {
    return { deviceId: this.deviceId };
  }
}

class FakeStream {
  constructor(private readonly tracks: FakeTrack[]) {}
  getTracks() {
    return this.tracks;
  }
  getVideoTracks() {
    return this.tracks.filter((track) => track.kind === 'video');
  }
  getAudioTracks() {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
}

const failure = (name: string) => Object.assign(new Error(name), { name });

/**
 * Installs the fake: `devices` are there (unnamed and without ids until permission, as browsers do); `refuse`
 * answers every request with NotAllowedError; `answerWhen` holds the answers (the person has not
 * yet answered the browser's prompt). Answers what was asked and every track it opened.
 */
export const installFakeMedia = ({
  devices,
  refuse = false,
  answerWhen = Promise.resolve(),
}: {
  devices: FakeDevice[];
  refuse?: boolean;
  answerWhen?: Promise<void>;
}) => {
  const requests: MediaStreamConstraints[] = [];
  const tracks: FakeTrack[] = [];
  let granted = false;
  const changes = new EventTarget();
  const pick = (kind: FakeDevice['kind'], asked: boolean | MediaTrackConstraints | undefined) => {
    if (!asked) return undefined;
    const exact =
      typeof asked === 'object' ? (asked.deviceId as { exact?: string } | undefined)?.exact : undefined;
    const found = devices.find((device) => device.kind === kind && (!exact || device.deviceId === exact));
    if (!found) throw failure('NotFoundError');
    return new FakeTrack(kind === 'videoinput' ? 'video' : 'audio', found.deviceId);
  };
  const mediaDevices = {
    addEventListener: changes.addEventListener.bind(changes),
    removeEventListener: changes.removeEventListener.bind(changes),
    async enumerateDevices() {
      // Before permission browsers hide both names and ids.
      return devices.map((device) =>
        granted ? { ...device, groupId: '' } : { kind: device.kind, deviceId: '', label: '', groupId: '' },
      );
    },
    async getUserMedia(constraints: MediaStreamConstraints) {
      requests.push(constraints);
      await answerWhen;
      if (refuse) throw failure('NotAllowedError');
      const opened = [pick('videoinput', constraints.video), pick('audioinput', constraints.audio)].filter(
        (track): track is FakeTrack => track !== undefined,
      );
      granted = true;
      tracks.push(...opened);
      return new FakeStream(opened);
    },
  };
  Object.defineProperty(navigator, 'mediaDevices', { value: mediaDevices, configurable: true });
  Object.defineProperty(globalThis, 'MediaStream', { value: FakeStream, configurable: true, writable: true });
  return {
    requests,
    tracks,
    live: () => tracks.filter((track) => !track.stopped),
    /** A device plugged in: the browser tells the page with 'devicechange'. */
    plug(device: FakeDevice) {
      devices.push(device);
      changes.dispatchEvent(new Event('devicechange'));
    },
    uninstall() {
      Reflect.deleteProperty(navigator, 'mediaDevices');
      Reflect.deleteProperty(globalThis, 'MediaStream');
    },
  };
};
