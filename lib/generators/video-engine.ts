// The video script generator's engine (lib/generators/engine.ts), loaded with import() by its island.
import type { ScriptEngine } from '@/lib/generators/engine';
import { videoScriptFormSchema } from '@/lib/generators/forms';
import { buildVideoScript, type VideoScriptForm } from '@/lib/generators/video-script';

export const videoScriptEngine: ScriptEngine<VideoScriptForm> = {
  schema: videoScriptFormSchema,
  build: (form) => buildVideoScript(form),
};
