import { runServiceProcess } from '@canstring/service-kit';
import { loadMeetingConfig } from './config';
import { startMeetingService } from './meeting-service';

runServiceProcess('meeting', loadMeetingConfig, startMeetingService);
