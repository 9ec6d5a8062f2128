export * from './config';
export * from './legacy-cipher';
export * from './legacy-user';
export * from './server';
