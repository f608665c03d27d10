'use client';
// /script-generator's island: the general form on the left, the result on the right.
import { FormField, TextArea, TextInput } from '@/components/generators/form-field';
import { Generator } from '@/components/generators/generator';
import { Select } from '@/components/ui/select';
import {
  generalGeneratorPage,
  generalGeneratorSeo,
  scriptDurationOptions,
  scriptToneOptions,
  scriptTypeOptions,
} from '@/content/generators';
import { generalScriptFileName } from '@/lib/scripts/file-names';
import type { GeneralScriptForm } from '@/lib/scripts/general-script';
import { scriptLimits } from '@/lib/scripts/limits';

const { form: copy } = generalGeneratorPage;
const empty = {
  title: '',
  scriptType: '',
  duration: '',
  audience: '',
  tone: '',
  objective: '',
  keyPoints: '',
  callToAction: '',
};

export function GeneralScriptGenerator({ leadEndpoint }: { leadEndpoint: string | undefined }) {
  return (
    <Generator
      idPrefix="script"
      empty={empty}
      loadEngine={() => import('@/lib/scripts/general-engine').then((module) => module.generalScriptEngine)}
      subject={(form: GeneralScriptForm) => form.title}
      fileName={generalScriptFileName}
      page={generalGeneratorPage}
      source={generalGeneratorSeo.path}
      leadEndpoint={leadEndpoint}
    >
      {(field) => (
        <>
          <FormField id="script-title" label={copy.fields.title.label} required requiredMark={copy.requiredMark}>
            <TextInput
              {...field('title')}
              aria-required="true"
              maxLength={scriptLimits.title}
              placeholder={copy.fields.title.placeholder}
            />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id="script-scriptType"
              label={copy.fields.scriptType.label}
              required
              requiredMark={copy.requiredMark}
            >
              <Select
                {...field('scriptType')}
                aria-required="true"
                options={scriptTypeOptions}
                placeholder={copy.fields.scriptType.placeholder}
              />
            </FormField>
            <FormField
              id="script-duration"
              label={copy.fields.duration.label}
              required
              requiredMark={copy.requiredMark}
            >
              <Select
                {...field('duration')}
                aria-required="true"
                options={scriptDurationOptions}
                placeholder={copy.fields.duration.placeholder}
              />
            </FormField>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="script-audience" label={copy.fields.audience.label}>
              <TextInput
                {...field('audience')}
                maxLength={scriptLimits.audience}
                placeholder={copy.fields.audience.placeholder}
              />
            </FormField>
            <FormField id="script-tone" label={copy.fields.tone.label}>
              <Select {...field('tone')} options={scriptToneOptions} placeholder={copy.fields.tone.placeholder} />
            </FormField>
          </div>
          <FormField id="script-objective" label={copy.fields.objective.label}>
            <TextInput
              {...field('objective')}
              maxLength={scriptLimits.objective}
              placeholder={copy.fields.objective.placeholder}
            />
          </FormField>
          <FormField id="script-keyPoints" label={copy.fields.keyPoints.label} hint={copy.fields.keyPoints.hint}>
            <TextArea
              {...field('keyPoints')}
              rows={4}
              maxLength={scriptLimits.keyPoints}
              aria-describedby="script-keyPoints-hint"
              placeholder={copy.fields.keyPoints.placeholder}
            />
          </FormField>
          <FormField id="script-callToAction" label={copy.fields.callToAction.label}>
            <TextInput
              {...field('callToAction')}
              maxLength={scriptLimits.callToAction}
              placeholder={copy.fields.callToAction.placeholder}
            />
          </FormField>
        </>
      )}
    </Generator>
  );
}
