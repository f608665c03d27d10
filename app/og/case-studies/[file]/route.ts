// /og/case-studies/{slug}.png: a case study's Open Graph image (its title over the brand, with the client), built
// per case study at build time (works in the export) and regenerated with it. Unknown: 404, with no read beyond
// the address list.
import { ogImageKickers } from '@/content/og';
import { ogCardResponse } from '@/components/seo/og-card';
import { getCaseStudy, getCaseStudyIndex } from '@/lib/case-studies/case-studies';
import { settle } from '@/lib/content/faults';
import { isExport } from '@/lib/env';
import { withExportPlaceholder } from '@/lib/export-placeholder';
import { markContentUnavailable } from '@/lib/content/unavailable-status';
import { caseStudyOgImagePath, ogImageFile, ogImageSegment } from '@/lib/og-images';

export const dynamic = 'force-static';
// A literal, as Next requires; tests/unit/revalidate.test.ts checks it equals contentRevalidateSeconds.
export const revalidate = 3600;

export async function generateStaticParams() {
  const files = (await getCaseStudyIndex()).map((study) => ({ file: ogImageFile(study.slug) }));
  return withExportPlaceholder(files, isExport, (segment) => ({ file: ogImageFile(segment) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const slug = ogImageSegment((await params).file);
  if (slug === null) return notFound();
  // The page's own read: one query per case study in a build, and its tags, so a publish renews the image.
  const read = await settle(getCaseStudy(slug));
  if ('fault' in read) {
    // Next keeps the last good image; with none, the answer is a 503 (lib/content/unavailable-status.ts).
    markContentUnavailable(caseStudyOgImagePath(slug));
    throw read.fault;
  }
  const study = read.value;
  if (!study) return notFound();
  return ogCardResponse({ kicker: ogImageKickers.caseStudy, title: study.project, details: [study.client] });
}

const notFound = () =>
  new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
