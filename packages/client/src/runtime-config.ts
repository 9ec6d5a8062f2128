import { RUNTIME_CONFIG_PATH, type RuntimeConfig, runtimeConfigSchema } from '@canstring/contracts';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Checks a parsed runtime config; the error names each wrong field. */
export const parseRuntimeConfig = (value: unknown): RuntimeConfig => {
  const result = runtimeConfigSchema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  throw new RuntimeConfigError(`The runtime configuration is not valid: ${problems.join('; ')}`);
};

/**
 * Reads `/runtime-config.json` from the page's own origin: each installation says there where the
 * gateway and the remotes live, so nothing is baked into the build.
 */
export const loadRuntimeConfig = async (
  fetchImpl: typeof fetch = fetch,
  baseUrl = '',
): Promise<RuntimeConfig> => {
  let response: Response;
  try {
    response = await fetchImpl(`${baseUrl}${RUNTIME_CONFIG_PATH}`, { cache: 'no-store' });
  } catch (error) {
    throw new RuntimeConfigError(`The runtime configuration could not be fetched: ${String(error)}`);
  }
  if (!response.ok)
    throw new RuntimeConfigError(`The runtime configuration answered HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RuntimeConfigError('The runtime configuration is not JSON');
  }
  return parseRuntimeConfig(body);
};
