import { TRANSCRIPTION_ASSISTANT_PURPOSE } from '@canstring/contracts';

/** The assistant's transcription socket: the runtime config's URL with the speaker's name and language. */
export const assistantSocketUrl = (base: string, name: string, language: string): string => {
  const url = new URL(base);
  url.searchParams.set('purpose', TRANSCRIPTION_ASSISTANT_PURPOSE);
  url.searchParams.set('name', name);
  url.searchParams.set('language', language);
  return url.toString();
};
