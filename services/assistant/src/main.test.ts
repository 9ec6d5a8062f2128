import path from 'node:path';
import { describeServiceProcess } from '@canstring/service-kit/service-process-tests';

describeServiceProcess('assistant', path.join(__dirname, '..'));
