export * from './transcription-socket';
