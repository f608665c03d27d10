// The general script generator's engine (lib/generators/engine.ts), loaded with import() by its island.
import type { ScriptEngine } from '@/lib/generators/engine';
import { generalScriptFormSchema } from '@/lib/generators/forms';
import { buildGeneralScript, type GeneralScriptForm } from '@/lib/generators/general-script';

export const generalScriptEngine: ScriptEngine<GeneralScriptForm> = {
  schema: generalScriptFormSchema,
  build: (form) => buildGeneralScript(form),
};
