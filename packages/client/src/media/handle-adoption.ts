import type { JanusJS } from 'janus-gateway';

/** The callbacks janus.js reads from a plugin handle itself, at each event (janus.js 1.4). */
const HANDLE_CALLBACKS = [
  'onmessage',
  'iceState',
  'connectionState',
  'webrtcState',
  'mediaState',
  'slowLink',
  'onlocaltrack',
  'onremotetrack',
  'oncleanup',
  'ondetached',
] as const;

/**
 * A VideoRoom handle attached earlier (in the device preview), taken on as if `janus.attach` had just
 * made it with these options: its callbacks become the new owner's, then `success` is called. Without
 * one, the session attaches a new handle.
 */
export const attachOrAdopt = (
  janus: JanusJS.Janus,
  attached: JanusJS.PluginHandle | undefined,
  options: JanusJS.PluginOptions,
): void => {
  if (!attached || attached.detached) {
    janus.attach(options);
    return;
  }
  const handle = attached as unknown as Record<string, unknown>;
  const given = options as unknown as Record<string, unknown>;
  for (const name of HANDLE_CALLBACKS) if (given[name]) handle[name] = given[name];
  options.success?.(attached);
};
