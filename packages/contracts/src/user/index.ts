export * from './endpoints';
export * from './user';
