export * from './assistant';
export * from './endpoints';
export * from './languages';
export * from './limits';
export * from './messages';
export * from './spoken-question';
