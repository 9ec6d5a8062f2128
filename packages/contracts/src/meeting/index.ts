export * from './constants';
export * from './endpoints';
export * from './entry';
export * from './meeting';
export * from './messages';
export * from './recordings-list';
export * from './screen-texts';
export * from './time-zone';
