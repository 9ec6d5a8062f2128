export * from './pocketsphinx-engine';
export * from './speech-engine';
