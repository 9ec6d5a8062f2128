/** Where this tab keeps whether its person sees the captions (each tab its own choice). */
const VOICE_TO_TEXT_KEY = 'canstring.voiceToText';

/** The person's voice-to-text choice in this tab: on unless they turned it off. */
export const readVoiceToText = (storage: Storage = window.sessionStorage): boolean =>
  storage.getItem(VOICE_TO_TEXT_KEY) !== 'off';

export const saveVoiceToText = (on: boolean, storage: Storage = window.sessionStorage): void => {
  storage.setItem(VOICE_TO_TEXT_KEY, on ? 'on' : 'off');
};
