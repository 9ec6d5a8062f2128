import { loadConfig } from '@canstring/service-kit';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** The assistant service's settings beside the base ones: the contact centre's softphone of the Call popup. */
export const assistantConfigShape = {
  /** The cloud contact centre's softphone page; unset: calling is not set up. */
  ASSISTANT_SOFTPHONE_URL: z
    .url({ protocol: /^https?$/, error: 'ASSISTANT_SOFTPHONE_URL must be an http(s) address' })
    .optional(),
  /** The login shown in the Call popup. */
  ASSISTANT_SOFTPHONE_USERNAME: optionalText,
  ASSISTANT_SOFTPHONE_PASSWORD: optionalText,
};

export const loadAssistantConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig(assistantConfigShape, env);
export type AssistantConfig = ReturnType<typeof loadAssistantConfig>;
