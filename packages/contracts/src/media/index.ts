export * from './conference';
export * from './device-preview';
export * from './document-jobs';
export * from './endpoints';
export * from './file-server';
export * from './live-media';
export * from './upload';
