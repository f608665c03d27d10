'use client';
// /youtube-script-generator's island: the video form on the left, the result on the right.
import { useEffect, useRef, useState } from 'react';
import { FormField, TextArea, TextInput } from '@/components/generators/form-field';
import { GeneratorFrame } from '@/components/generators/generator-frame';
import { ScriptResult } from '@/components/generators/script-result';
import { useFormFields } from '@/components/generators/use-form-fields';
import { useScriptGeneration } from '@/components/generators/use-script-generation';
import { Select } from '@/components/ui/select';
import { videoDurationOptions, videoGeneratorPage, videoGeneratorSeo, videoToneOptions, videoTypeOptions } from '@/content/generators';
import { startLeadRetry } from '@/lib/leads/browser';
import { videoScriptFileName } from '@/lib/scripts/file-names';
import { videoScriptFormSchema } from '@/lib/scripts/forms';
import { scriptLimits } from '@/lib/scripts/limits';
import { buildVideoScript } from '@/lib/scripts/video-script';

const { form: copy, toasts } = videoGeneratorPage;
const empty = { topic: '', videoType: '', duration: '', audience: '', tone: '', keyPoints: '' };

export function VideoScriptGenerator({ leadEndpoint }: { leadEndpoint: string | undefined }) {
  const [topicAtGeneration, setTopicAtGeneration] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const { status, script, invalid, generate } = useScriptGeneration({
    schema: videoScriptFormSchema,
    build: (form) => {
      setTopicAtGeneration(form.topic);
      return buildVideoScript(form);
    },
    toasts,
  });

  useEffect(() => startLeadRetry(leadEndpoint), [leadEndpoint]);

  const { values, field } = useFormFields(empty, 'video', invalid);

  return (
    <GeneratorFrame
      idPrefix="video"
      copy={copy}
      busy={status === 'generating'}
      formRef={formRef}
      onGenerate={() => generate(values, formRef.current)}
      result={
        <ScriptResult
          status={status}
          script={script}
          fileName={videoScriptFileName(topicAtGeneration)}
          emptyText={videoGeneratorPage.resultLead}
          toasts={toasts}
          leadEndpoint={leadEndpoint}
          source={videoGeneratorSeo.path}
        />
      }
    >
      <FormField id="video-topic" label={copy.fields.topic.label} required requiredMark={copy.requiredMark}>
        <TextInput {...field('topic')} aria-required="true" maxLength={scriptLimits.topic} placeholder={copy.fields.topic.placeholder} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="video-videoType" label={copy.fields.videoType.label} required requiredMark={copy.requiredMark}>
          <Select {...field('videoType')} aria-required="true" options={videoTypeOptions} placeholder={copy.fields.videoType.placeholder} />
        </FormField>
        <FormField id="video-duration" label={copy.fields.duration.label} required requiredMark={copy.requiredMark}>
          <Select {...field('duration')} aria-required="true" options={videoDurationOptions} placeholder={copy.fields.duration.placeholder} />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="video-audience" label={copy.fields.audience.label}>
          <TextInput {...field('audience')} maxLength={scriptLimits.audience} placeholder={copy.fields.audience.placeholder} />
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
    </GeneratorFrame>
  );
}
