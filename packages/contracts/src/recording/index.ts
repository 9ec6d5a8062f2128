export * from './capture';
export * from './endpoints';
export * from './messages';
export * from './recording';
