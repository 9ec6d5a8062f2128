export type { AreaProps } from './area-props';
export { deviceKind, isMobileDevice } from './device';
export * from './files';
export { remoteContainerName, remoteEntryUrl } from './remote-entry';
export { loadRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from './runtime-config';
export type { ScheduleTarget, ScheduleViewProps } from './schedule-view-props';
export { storedSessionFrom } from './session-from-sign-in';
export {
  createSessionStore,
  readStoredSession,
  type SessionListener,
  type SessionStore,
} from './session-store';
export { createStore, type Store } from './store';
export type * from './user/types';
