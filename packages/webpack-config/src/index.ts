export { type AppConfigOptions, createAppConfig } from './create-app-config';
export { devRuntimeConfig } from './dev-runtime-config';
export { GATEWAY_PORT, remotePorts, SHELL_PORT } from './ports';
export { sharedSingletons } from './shared';
