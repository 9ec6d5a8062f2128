import { runServiceProcess } from '@canstring/service-kit';
import { loadTranscriptionConfig } from './config';
import { startTranscriptionService } from './transcription-service';

runServiceProcess('transcription', loadTranscriptionConfig, startTranscriptionService);
