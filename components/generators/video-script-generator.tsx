'use client';
// /youtube-script-generator's island: its page's form and copy, and its own engine, loaded when
// the visitor starts on the form.
import { Generator } from '@/components/generators/generator';
import { videoGeneratorPage, videoGeneratorSeo } from '@/content/generators';
import { videoScriptFileName } from '@/lib/generators/file-names';

export function VideoScriptGenerator({ leadEndpoint }: { leadEndpoint: string | undefined }) {
  return (
    <Generator
      idPrefix="video"
      loadEngine={() => import('@/lib/generators/video-engine').then((module) => module.videoScriptEngine)}
      fileName={videoScriptFileName}
      page={videoGeneratorPage}
      source={videoGeneratorSeo.path}
      leadEndpoint={leadEndpoint}
    />
  );
}
