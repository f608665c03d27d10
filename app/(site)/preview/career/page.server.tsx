// The careers page in an editor's preview, its openings from drafts, with the preview bar and
// Visual Editing. Server build only (a `.server.tsx` page: next.config.ts `pageExtensions` leaves
// it out of the export). Not an address of its own: proxy.server.ts sends /career here while draft
// mode is on. Without a valid draft mode the visitor goes through the exit route, which clears the
// cookie, back to the public page.
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
