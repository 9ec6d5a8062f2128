import { runServiceProcess } from '@canstring/service-kit';
import { loadProctoringConfig } from './config';
import { startProctoringService } from './proctoring-service';

runServiceProcess('proctoring', loadProctoringConfig, startProctoringService);
