export { guestHandlers } from './guest-handlers';
export { guestTables } from './guest-schema';
