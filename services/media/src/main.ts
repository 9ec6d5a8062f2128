import { runServiceProcess } from '@canstring/service-kit';
import { loadMediaConfig } from './config';
import { startMediaService } from './media-service';

runServiceProcess('media', loadMediaConfig, startMediaService);
