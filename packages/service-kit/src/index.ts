export * from './call';
export * from './config';
export * from './db';
export * from './envelope';
export * from './free-port';
export * from './logger';
export * from './nats';
export * from './service';
