export * from './format-transcript';
