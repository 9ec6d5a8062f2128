import path from 'node:path';
import { describeServiceProcess } from '@canstring/service-kit/service-process-tests';

describeServiceProcess('transcription', path.join(__dirname, '..'), { portVariable: 'TRANSCRIPTION_PORT' });
