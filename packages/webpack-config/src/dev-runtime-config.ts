import {
  DEFAULT_SUPPORT_CONTACT,
  type RemoteName,
  type RuntimeConfig,
  remoteNames,
} from '@canstring/contracts';
import { GATEWAY_PORT, remotePorts, SHELL_PORT } from './ports';

/**
 * The `/runtime-config.json` the dev server answers with. In production the launcher serves the
 * installation's own file; here the defaults point at the local ports.
 */
export const devRuntimeConfig = (env: NodeJS.ProcessEnv = process.env): RuntimeConfig => {
  const host = env.DEV_HOST ?? 'localhost';
  const gatewayUrl = env.GATEWAY_URL ?? `http://${host}:${GATEWAY_PORT}/graphql`;
  const remotes = Object.fromEntries(
    remoteNames.map((name: RemoteName) => [name, `http://${host}:${remotePorts[name]}/remoteEntry.js`]),
  ) as Record<RemoteName, string>;
  return {
    gatewayUrl,
    gatewayWsUrl: env.GATEWAY_WS_URL ?? gatewayUrl.replace(/^http/, 'ws'),
    remotes,
    shellUrl: `http://${host}:${SHELL_PORT}`,
    support: { ...DEFAULT_SUPPORT_CONTACT },
  };
};
