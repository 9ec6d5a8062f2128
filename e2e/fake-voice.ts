import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SAMPLE_RATE = 48_000;
const SECONDS = 1.2;
/** A voice-like pitch: a buzz rich in harmonics, as vowels are. */
const PITCH_HZ = 140;
/** Syllables: this long sounding, then this long silent (speech is not a steady tone). */
const SYLLABLE_MS = 200;
const PAUSE_MS = 100;
const AMPLITUDE = 0.5;

/** A 16-bit mono PCM WAV file of these samples. */
export const wavOf = (data: Buffer, sampleRate: number): Buffer => {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
};

/**
 * A 16-bit mono PCM WAV of a voice-like sound: a sawtooth buzz (harmonics across the whole band, so
 * the mic meter's mean over all frequencies reads high, as for speech) cut into syllables. Chromium's
 * own fake mic only beeps now and then, so whether a speaker is heard within a test's wait was
 * chance; this file, looped, speaks all the time.
 */
export const fakeVoiceWav = (): Buffer => {
  const samples = Math.round(SAMPLE_RATE * SECONDS);
  const data = Buffer.alloc(samples * 2);
  const cycle = ((SYLLABLE_MS + PAUSE_MS) / 1000) * SAMPLE_RATE;
  const sounding = (SYLLABLE_MS / 1000) * SAMPLE_RATE;
  for (let i = 0; i < samples; i++) {
    const phase = (i * PITCH_HZ) / SAMPLE_RATE;
    const saw = 2 * (phase - Math.floor(phase + 0.5));
    const value = i % cycle < sounding ? saw * AMPLITUDE : 0;
    data.writeInt16LE(Math.round(value * 32_767), i * 2);
  }
  return wavOf(data, SAMPLE_RATE);
};

/** The voice file, written once per machine in the temporary folder; its path. */
export const fakeVoiceFile = (): string => {
  const file = path.join(os.tmpdir(), 'canstring-fake-voice.wav');
  writeFileSync(file, fakeVoiceWav());
  return file;
};

/** Recorded speech whose recogniser output is known exactly (Debian's pocketsphinx-testdata). */
export const SPOKEN_SENTENCE = 'go forward ten meters';
const SPOKEN_SENTENCE_RAW = '/usr/share/pocketsphinx/test/data/goforward.raw';
const SPOKEN_SENTENCE_RATE = 16_000;
/** Silence after the sentence, so the looping mic says it once per turn, as separate utterances. */
const SILENCE_AFTER_MS = 2_000;

/** The spoken sentence as a WAV for Chromium's fake mic, written once in the temporary folder; its path. */
export const spokenSentenceFile = (): string => {
  const speech = readFileSync(SPOKEN_SENTENCE_RAW);
  const silence = Buffer.alloc(((SPOKEN_SENTENCE_RATE * SILENCE_AFTER_MS) / 1000) * 2);
  const file = path.join(os.tmpdir(), 'canstring-spoken-sentence.wav');
  writeFileSync(file, wavOf(Buffer.concat([speech, silence]), SPOKEN_SENTENCE_RATE));
  return file;
};
