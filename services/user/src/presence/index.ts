export { presenceHandlers } from './presence-handlers';
export { type PresenceSweeper, startPresenceSweeper } from './presence-sweeper';
