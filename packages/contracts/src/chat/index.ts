export * from './chat';
export * from './constants';
export * from './endpoints';
export * from './messages';
