export * from './constants';
export * from './endpoints';
export * from './meeting';
export * from './messages';
export * from './time-zone';
