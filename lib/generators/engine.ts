// What a generator needs at the moment the visitor presses Generate: the form's schema (zod/mini)
// and the script template. The islands load it on demand, not with the page: the
// schema library and the templates were a fifth of the generator pages' startup JavaScript, and
// the 2-second 'generating' step hides the load. Each generator's engine is its own module
// (video-engine.ts, general-engine.ts), so a page loads only its own template.
import type * as z from '@/lib/zod-mini';

export type ScriptEngine<Form> = {
  schema: z.ZodMiniType<Form, unknown>;
  build: (form: Form) => string;
};
