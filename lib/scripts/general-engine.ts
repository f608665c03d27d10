// The general script generator's engine (lib/scripts/engine.ts), loaded with import() by its island.
import type { ScriptEngine } from '@/lib/scripts/engine';
import { generalScriptFormSchema } from '@/lib/scripts/forms';
import { buildGeneralScript, type GeneralScriptForm } from '@/lib/scripts/general-script';

export const generalScriptEngine: ScriptEngine<GeneralScriptForm> = {
  schema: generalScriptFormSchema,
  build: (form) => buildGeneralScript(form),
};
