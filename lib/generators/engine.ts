// What Generate needs (schema, template), imported on first use: the 'generating' step hides the load. One module
// per generator. Learn more: docs/decisions/0009-toaster-per-page-and-dialogs-on-first-open.md
import type * as z from '@/lib/zod-mini';

export type ScriptEngine<Form> = {
  schema: z.ZodMiniType<Form, unknown>;
  build: (form: Form) => string;
};
