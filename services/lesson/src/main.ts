import { runServiceProcess } from '@canstring/service-kit';
import { loadLessonConfig } from './config';
import { startLessonService } from './lesson-service';

runServiceProcess('lesson', loadLessonConfig, startLessonService);
