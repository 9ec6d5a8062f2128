import path from 'node:path';
import { describeServiceProcess } from '@canstring/service-kit/service-process-tests';

describeServiceProcess('room', path.join(__dirname, '..'));
