export * from './endpoints';
export * from './guest';
