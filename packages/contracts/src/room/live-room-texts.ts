/**
 * The rest of the live room's texts (spec 3 §2, §5, §8, §9; spec 2 §2.10): the speaker, the sound
 * permission, what is encrypted, the browser gate, the instant room's popup and the one-to-one call's
 * controls. The spec's own words are kept as written; the rest are the product's.
 */

/** The encryption banner hides after this long (spec 3 §9). */
export const ENCRYPTION_BANNER_MS = 10_000;

/** The call's timer counts seconds (spec 3 §4's exam timer: a 1 s tick). */
export const CALL_TIMER_TICK_MS = 1_000;

/** Spec 3 §8 "Autoplay blocked". */
export const SOUND_BLOCKED_MESSAGE = 'Application needs your permission to play sound on this page ?';

export const liveRoomTexts = {
  speaker: {
    /** The toolbar's speaker (spec 3 §2): everyone else's sound plays, or none does. */
    on: 'Speaker On',
    off: 'Speaker Off',
  },
  sound: {
    blocked: SOUND_BLOCKED_MESSAGE,
    allow: 'Allow',
  },
  encryption: {
    /**
     * Spec 3 §2's banner, said only where it is true: a one-to-one call goes browser to browser
     * (DTLS-SRTP keys only the two browsers hold; a relay passes it on unread).
     */
    endToEnd: 'Both video and audio in this call is secured with end-to-end encryption',
    /**
     * A meeting goes through the media server, which decrypts to forward and record: encrypted on
     * each hop (DTLS-SRTP), not end to end; said so instead of the spec's banner.
     */
    toServer:
      'Video and audio in this meeting are encrypted (DTLS-SRTP) between each browser and the meeting server, which forwards and may record them; they are not end-to-end encrypted.',
  },
  /** Spec 2 §2.10 createRoom: the instant room's popup, 'Start Meeting' with Join and Cancel. */
  instantRoom: {
    open: 'Start Meeting',
    title: 'Start Meeting',
    name: 'Meeting Name',
    /** The name the popup offers (the spec is silent): the host's first name. */
    defaultName: (firstName: string) => (firstName ? `${firstName}'s Meeting` : 'Meeting'),
    join: 'Join',
    cancel: 'Cancel',
  },
  /** Spec 2 §2.8 call view: the one-to-one call's toolbar, the other person and the call's time. */
  call: {
    micOn: 'Mic On',
    micOff: 'Mic Off',
    cameraOn: 'Camera On',
    cameraOff: 'Camera Off',
    shareScreen: 'Share Screen',
    stopScreen: 'Stop Sharing',
    duration: 'Call duration',
  },
} as const;

/** A call's time as MM:SS, or HH:MM:SS from the first hour (spec 3 §4's timer format). */
export const callDuration = (ms: number): string => {
  const total = Math.max(0, Math.floor(ms / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const rest = `${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
  return hours > 0 ? `${two(hours)}:${rest}` : rest;
};
