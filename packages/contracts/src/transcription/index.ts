export * from './endpoints';
export * from './socket';
