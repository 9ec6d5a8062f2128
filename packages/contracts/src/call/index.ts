export * from './constants';
export * from './endpoints';
export * from './events';
export * from './messages';
export * from './signals';
export * from './state';
