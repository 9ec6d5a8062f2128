// What the web apps get for `import ... from 'zod'`: zod itself, told first not to compile its
// parsers with `new Function`. Zod otherwise probes for eval on its first parse, and under the pages'
// Content-Security-Policy (no 'unsafe-eval') that probe is reported as a violation.
import { config } from 'zod-itself';

config({ jitless: true });

export * from 'zod-itself';
export { default } from 'zod-itself';
