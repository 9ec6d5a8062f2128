/** Where every web port answers the runtime config (its own module: pages read it before zod loads). */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';
