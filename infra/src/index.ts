export * from './cluster/bus-cluster';
export * from './cluster/bus-services';
export * from './launcher/config';
export * from './launcher/platform';
export * from './launcher/runtime-config';
export * from './launcher/secrets';
export * from './launcher/static-server';
