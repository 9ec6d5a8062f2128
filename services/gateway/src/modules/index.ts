import { adminModule } from './admin';
import type { GatewayModule } from './module';
import { userModule } from './user';

/** Every area's schema module. Adding an area is one line here. */
export const gatewayModules: GatewayModule[] = [userModule, adminModule];
