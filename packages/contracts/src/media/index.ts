export * from './endpoints';
export * from './file-server';
export * from './upload';
