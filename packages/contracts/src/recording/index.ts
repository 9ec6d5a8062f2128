export * from './endpoints';
export * from './messages';
export * from './recording';
