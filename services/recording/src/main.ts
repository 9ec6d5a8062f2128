import { runServiceProcess } from '@canstring/service-kit';
import { loadRecordingConfig } from './config';
import { startRecordingService } from './recording-service';

runServiceProcess('recording', loadRecordingConfig, startRecordingService);
