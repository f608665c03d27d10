'use client';
// /youtube-script-generator's island: the video form on the left, the result on the right.
import { FormField, TextArea, TextInput } from '@/components/generators/form-field';
import { Generator } from '@/components/generators/generator';
import { Select } from '@/components/ui/select';
import {
  videoDurationOptions,
  videoGeneratorPage,
  videoGeneratorSeo,
  videoToneOptions,
  videoTypeOptions,
} from '@/content/generators';
import { videoScriptFileName } from '@/lib/scripts/file-names';
import { scriptLimits } from '@/lib/scripts/limits';
import type { VideoScriptForm } from '@/lib/scripts/video-script';

const { form: copy } = videoGeneratorPage;
const empty = { topic: '', videoType: '', duration: '', audience: '', tone: '', keyPoints: '' };

export function VideoScriptGenerator({ leadEndpoint }: { leadEndpoint: string | undefined }) {
  return (
    <Generator
      idPrefix="video"
      empty={empty}
      loadEngine={() => import('@/lib/scripts/video-engine').then((module) => module.videoScriptEngine)}
      subject={(form: VideoScriptForm) => form.topic}
      fileName={videoScriptFileName}
      page={videoGeneratorPage}
      source={videoGeneratorSeo.path}
      leadEndpoint={leadEndpoint}
    >
      {(field) => (
        <>
          <FormField id="video-topic" label={copy.fields.topic.label} required requiredMark={copy.requiredMark}>
            <TextInput
              {...field('topic')}
              aria-required="true"
              maxLength={scriptLimits.topic}
              placeholder={copy.fields.topic.placeholder}
            />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id="video-videoType"
              label={copy.fields.videoType.label}
              required
              requiredMark={copy.requiredMark}
            >
              <Select
                {...field('videoType')}
                aria-required="true"
                options={videoTypeOptions}
                placeholder={copy.fields.videoType.placeholder}
              />
            </FormField>
            <FormField id="video-duration" label={copy.fields.duration.label} required requiredMark={copy.requiredMark}>
              <Select
                {...field('duration')}
                aria-required="true"
                options={videoDurationOptions}
                placeholder={copy.fields.duration.placeholder}
              />
            </FormField>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="video-audience" label={copy.fields.audience.label}>
              <TextInput
                {...field('audience')}
                maxLength={scriptLimits.audience}
                placeholder={copy.fields.audience.placeholder}
              />
            </FormField>
            <FormField id="video-tone" label={copy.fields.tone.label}>
              <Select {...field('tone')} options={videoToneOptions} placeholder={copy.fields.tone.placeholder} />
            </FormField>
          </div>
          <FormField id="video-keyPoints" label={copy.fields.keyPoints.label} hint={copy.fields.keyPoints.hint}>
            <TextArea
              {...field('keyPoints')}
              rows={4}
              maxLength={scriptLimits.keyPoints}
              aria-describedby="video-keyPoints-hint"
              placeholder={copy.fields.keyPoints.placeholder}
            />
          </FormField>
        </>
      )}
    </Generator>
  );
}
