import path from 'node:path';
import { describeServiceProcess } from '@canstring/service-kit/service-process-tests';

describeServiceProcess('meeting', path.join(__dirname, '..'));
