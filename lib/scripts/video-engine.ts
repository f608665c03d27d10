// The video script generator's engine (lib/scripts/engine.ts), loaded with import() by its island.
import type { ScriptEngine } from '@/lib/scripts/engine';
import { videoScriptFormSchema } from '@/lib/scripts/forms';
import { buildVideoScript, type VideoScriptForm } from '@/lib/scripts/video-script';

export const videoScriptEngine: ScriptEngine<VideoScriptForm> = {
  schema: videoScriptFormSchema,
  build: (form) => buildVideoScript(form),
};
