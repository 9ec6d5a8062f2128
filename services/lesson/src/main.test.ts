import path from 'node:path';
import { describeServiceProcess } from '@canstring/service-kit/service-process-tests';

describeServiceProcess('lesson', path.join(__dirname, '..'));
