// /career in an editor's preview, from drafts (server build only); proxy.server.ts rewrites here.
// Without valid draft mode: out via the exit route. Learn more: docs/decisions/0015-editors-preview-without-live-api.md
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CareerPage, careerMetadata } from '@/components/career/career-page';
import { PreviewTools } from '@/components/preview/preview-tools';
import { careerSeo } from '@/content/career';
import { isPreview } from '@/lib/content/preview';
import { previewExitPath } from '@/lib/content/preview-redirect';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await careerMetadata({ preview: await isPreview() })), robots: { index: false, follow: false } };
}

export default async function PreviewCareerPage() {
  if (!(await isPreview())) redirect(previewExitPath(careerSeo.path));
  return (
    <PreviewTools path={careerSeo.path}>
      <CareerPage preview />
    </PreviewTools>
  );
}
