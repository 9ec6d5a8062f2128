export * from './file-server-error';
export * from './save-file';
export * from './upload-attachment';
