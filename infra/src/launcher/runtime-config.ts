import {
  DEFAULT_SUPPORT_CONTACT,
  DEFAULT_YOUTUBE_API_URL,
  type RuntimeConfig,
  remoteNames,
  runtimeConfigSchema,
  TRANSCRIPTION_SOCKET_PATH,
} from '@canstring/contracts';
import { type LauncherConfig, webAppsOf } from './config';

/**
 * What every web port serves as `/runtime-config.json`. Each value can be overridden from the
 * environment (e.g. REMOTE_CHAT_URL to move the chat remote) without rebuilding the shell.
 * Throws, naming the bad value, when the result is not a valid runtime config.
 */
export const buildRuntimeConfig = (
  config: LauncherConfig,
  env: NodeJS.ProcessEnv = process.env,
): RuntimeConfig => {
  const host = config.PUBLIC_HOST;
  const apps = webAppsOf(config);
  const remotes = Object.fromEntries(
    remoteNames.map((name) => {
      const app = apps.find((a) => a.remote === name)!;
      const url = env[`REMOTE_${name.toUpperCase()}_URL`] || `http://${host}:${app.port}/remoteEntry.js`;
      return [name, url];
    }),
  );
  const candidate = {
    gatewayUrl: env.GATEWAY_URL || `http://${host}:${config.GATEWAY_PORT}/graphql`,
    gatewayWsUrl: env.GATEWAY_WS_URL || `ws://${host}:${config.GATEWAY_PORT}/graphql`,
    remotes,
    shellUrl: env.SHELL_URL || `http://${host}:${config.SHELL_PORT}`,
    fileServerUrl: env.FILE_SERVER_URL || `http://${host}:${config.MEDIA_PORT}`,
    transcriptionUrl:
      env.TRANSCRIPTION_URL || `ws://${host}:${config.TRANSCRIPTION_PORT}${TRANSCRIPTION_SOCKET_PATH}`,
    youtubeApiUrl: env.YOUTUBE_API_URL || DEFAULT_YOUTUBE_API_URL,
    support: {
      email: env.SUPPORT_EMAIL || DEFAULT_SUPPORT_CONTACT.email,
      phone: env.SUPPORT_PHONE || DEFAULT_SUPPORT_CONTACT.phone,
    },
  };
  const parsed = runtimeConfigSchema.safeParse(candidate);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid runtime configuration: ${problems}`);
  }
  return parsed.data;
};
