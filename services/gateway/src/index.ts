export { type GatewayOptions, type RunningGateway, startGateway } from './gateway';
export { defaultAllowedOrigins, parseAllowedOrigins } from './http/cors';
export { gatewayModules } from './modules';
export { buildSchema } from './schema';
