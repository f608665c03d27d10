// zod's tree-shakable build for modules that ship to the browser (server code keeps lib/zod.ts), `jitless` for the
// CSP. Import it as `import * as z`: a namespace object passed on as a value would keep every export.
// Learn more: docs/decisions/0006-zod-mini-for-browser-bound-schemas.md
import { config } from 'zod/mini';

config({ jitless: true });

export * from 'zod/mini';
