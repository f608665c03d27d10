// Classic zod, configured once. `jitless`: zod otherwise probes `new Function()`, which the CSP (no
// 'unsafe-eval') reports in the browser. Import `z` from here, never from 'zod' (ESLint enforces it).
import { z } from 'zod';

z.config({ jitless: true });

export { z };
