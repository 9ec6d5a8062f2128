import { fakeVoiceFile } from './fake-voice';

/**
 * Debian's Chromium, never a downloaded browser, with the flags that keep it quiet and offline on a
 * headless machine (every browser run of the project uses these: e2e specs and benchmarks).
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const headlessChromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A fake camera and microphone (the mic speaks a voice-like sound, looped, or the given WAV file),
 * granted without a prompt, and WebRTC on loopback.
 */
export const fakeMediaArgsWith = (micFile: string) => [
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-audio-capture=${micFile}`,
  '--use-fake-ui-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
  '--allow-loopback-in-peer-connection',
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];
export const fakeMediaArgs = fakeMediaArgsWith(fakeVoiceFile());

export const chromiumLaunchOptions = (extraArgs: string[] = []) => ({
  executablePath: CHROMIUM_PATH,
  args: [...headlessChromiumArgs, ...extraArgs],
});
