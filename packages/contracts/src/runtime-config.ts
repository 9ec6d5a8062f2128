import { z } from 'zod';

/** The areas the shell loads at run time, each a separately deployed remote. */
export const remoteNames = ['admin', 'chat', 'meeting', 'lessons', 'proctoring'] as const;
export type RemoteName = (typeof remoteNames)[number];

/**
 * Served as `/runtime-config.json` next to the shell and each remote, so a remote can move or be
 * redeployed without rebuilding the shell.
 */
export const runtimeConfigSchema = z.object({
  gatewayUrl: z.url(),
  gatewayWsUrl: z.string().regex(/^wss?:\/\//),
  remotes: z.record(z.enum(remoteNames), z.url()),
  /**
   * The file server (services/media): chat attachments are uploaded to and downloaded from it
   * (`fileServerPaths`). Without it an installation offers no attachments.
   */
  fileServerUrl: z.url().optional(),
  /**
   * The transcription socket (services/transcription, spec 3 §7): the ws(s) URL of its path, query
   * added by the client. Without it an installation offers no captions.
   */
  transcriptionUrl: z
    .string()
    .regex(/^wss?:\/\//)
    .optional(),
  /**
   * The YouTube IFrame Player API script (a shared YouTube video on the room's stage); unset means the
   * real one, `DEFAULT_YOUTUBE_API_URL`. A test platform serves a local stand-in.
   */
  youtubeApiUrl: z.url().optional(),
  /**
   * The shell's address, the product's home: an area on its own page (the administration on its port)
   * links back to it. Unset: that page has no way home but its own.
   */
  shellUrl: z.url().optional(),
  /** Shown in the landing page header; each installation sets its own. */
  support: z.object({ email: z.string(), phone: z.string() }),
});

export const DEFAULT_YOUTUBE_API_URL = 'https://www.youtube.com/iframe_api';

export const DEFAULT_SUPPORT_CONTACT = { email: 'support@example.org', phone: '+1 555 010 0100' } as const;
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export { RUNTIME_CONFIG_PATH } from './runtime-config-path';
