import { runServiceProcess } from '@canstring/service-kit';
import { loadUserConfig } from './config';
import { startUserService } from './user-service';

runServiceProcess('user', loadUserConfig, startUserService);
