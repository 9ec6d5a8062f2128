export * from './constants';
export * from './endpoints';
export * from './events';
export * from './messages';
export * from './participant';
export * from './screen-texts';
export * from './signals';
export * from './state';
