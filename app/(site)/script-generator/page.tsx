// /script-generator: hero, the generator and benefits; ISR (hourly and on the publish webhook), its words from the
// marketers' script generator page document, the tool's from the code.
import { GeneratorPage, generatorMetadata } from '@/components/generators/generator-page';
import { isPreview } from '@/lib/content/preview';

// A literal, as Next requires; tests/unit/revalidate.test.ts checks it equals contentRevalidateSeconds.
export const revalidate = 3600;

export const generateMetadata = async () => generatorMetadata('general', { preview: await isPreview() });

// In an editor's draft mode, the page's words from its draft.
export default async function ScriptGeneratorPage() {
  return <GeneratorPage kind="general" preview={await isPreview()} />;
}
