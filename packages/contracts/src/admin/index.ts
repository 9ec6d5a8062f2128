export * from './edges';
export * from './groups';
export * from './list-query';
export * from './messages';
export * from './phone';
export * from './users';
