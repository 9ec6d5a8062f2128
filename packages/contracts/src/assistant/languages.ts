/**
 * The assistant's language options (spec 3 §3), in the spec's order. The spec's notes disagree on one:
 * it is labelled French but its value is es-AR; both are kept, so each option has its own id.
 */
export const assistantLanguages = [
  { id: 'en-IN', value: 'en-IN', label: 'English (India)' },
  { id: 'en-US', value: 'en-US', label: 'English (US)' },
  { id: 'hi-IN', value: 'hi-IN', label: 'Hindi' },
  { id: 'es-AR', value: 'es-AR', label: 'Spanish' },
  { id: 'fr-FR', value: 'es-AR', label: 'French' },
  { id: 'it-IT', value: 'it-IT', label: 'Italian' },
  { id: 'ml-IN', value: 'ml-IN', label: 'Malayalam' },
  { id: 'ta-IN', value: 'ta-IN', label: 'Tamil' },
] as const;
export type AssistantLanguage = (typeof assistantLanguages)[number];
export type AssistantLanguageId = AssistantLanguage['id'];

/** Spec 3 §4: the language defaults to en-IN. */
export const ASSISTANT_DEFAULT_LANGUAGE: AssistantLanguageId = 'en-IN';

export const assistantLanguageOf = (id: string): AssistantLanguage =>
  assistantLanguages.find((l) => l.id === id) ?? assistantLanguages[0];
