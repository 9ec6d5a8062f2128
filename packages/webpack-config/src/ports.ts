import type { RemoteName } from '@canstring/contracts';

/** Default development ports of the shell and each remote (the launcher may override them). */
export const SHELL_PORT = 3000;
export const remotePorts: Record<RemoteName, number> = {
  admin: 3001,
  chat: 3002,
  meeting: 3003,
  lessons: 3004,
  proctoring: 3005,
};
export const GATEWAY_PORT = 4000;
