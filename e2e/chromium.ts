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
 * A fake camera and microphone (the mic speaks a voice-like sound, looped), granted without a prompt,
 * and WebRTC on loopback.
 */
export const fakeMediaArgs = [
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-audio-capture=${fakeVoiceFile()}`,
  '--use-fake-ui-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
  '--allow-loopback-in-peer-connection',
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];

export const chromiumLaunchOptions = (extraArgs: string[] = []) => ({
  executablePath: CHROMIUM_PATH,
  args: [...headlessChromiumArgs, ...extraArgs],
});
