// zod for the whole project, configured once. `jitless`: zod otherwise probes `new Function()`
// to compile fast parsers, which the Content-Security-Policy (no 'unsafe-eval') reports as a
// violation in the browser. Import `z` from here, never from 'zod' (ESLint enforces it).
import { z } from 'zod';

z.config({ jitless: true });

export { z };
