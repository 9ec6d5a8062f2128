export type { NewAccount } from './accounts';
export { loadUserConfig, type UserConfig, userConfigShape } from './config';
export { startUserService, USER_SERVICE_NAME, type UserService } from './user-service';
