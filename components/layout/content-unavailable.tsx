// 'This page is temporarily unavailable', all in the HTML and answered 503, for a page whose content
// cannot load and that has no earlier version: docs/decisions/0018-503-for-a-page-with-nothing-to-fall-back-on.md
import type { Metadata } from 'next';
import dynamic from 'next/dynamic';
import { Suspense } from 'react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Container } from '@/components/layout/container';
import { ButtonLink } from '@/components/ui/button';
import type { NavLink } from '@/content/navigation';
import { contentUnavailable } from '@/content/errors';
import type { ContentFault } from '@/lib/content/faults';
import { markContentUnavailable } from '@/lib/content/unavailable-status';

// Through next/dynamic: every page that reads content imports this file and few ever show it; the build then
// keeps the boundary out of the startup chunks every page shares (229 B gzip less on each, scripts/perf/page-js.ts).
const HideOnError = dynamic(() => import('@/components/layout/hide-on-error').then((module) => module.HideOnError));

function FailRender({ path }: { path: string }): never {
  markContentUnavailable(path);
  const error = new Error(`content unavailable for ${path}: answered 503, nothing cached`);
  // Next logs it; the content layer already logged why, so no stack.
  error.stack = error.message;
  throw error;
}

// Relies on Next's answer to a render error in <Suspense>: guarded by tests/e2e-sanity/content-faults.spec.ts.
function UnavailableStatus({ path }: { path: string }) {
  return (
    <Suspense fallback={null}>
      <HideOnError>
        <FailRender path={path} />
      </HideOnError>
    </Suspense>
  );
}

/** The head of such a page: its title, and kept out of search results. */
export const contentUnavailableMetadata: Metadata = {
  title: { absolute: contentUnavailable.title },
  robots: { index: false, follow: false },
};

export function ContentUnavailable({
  path,
  back,
  fault,
  preview = false,
}: {
  path: string;
  back: NavLink;
  /** Shown to editors only. */
  fault: ContentFault;
  /** An editor's preview: names the problem and answers 200, not 503. */
  preview?: boolean;
}) {
  const problem = preview ? fault.message : undefined;
  return (
    <>
      <Breadcrumbs path={path} current={contentUnavailable.title} />
      <section className="on-ink flex min-h-[60vh] items-center bg-ink py-20 text-white sm:py-24">
        <Container width="prose">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
            {problem ? contentUnavailable.draftHeading : contentUnavailable.heading}
          </h1>
          <p className="mt-4 text-lg text-muted-on-ink">
            {problem ? contentUnavailable.draftHint : contentUnavailable.text}
          </p>
          {problem ? <p className="mt-4 font-mono text-sm break-words text-white">{problem}</p> : null}
          <ButtonLink href={back.href} size="lg" className="mt-8">
            {back.label}
          </ButtonLink>
        </Container>
      </section>
      {problem ? null : <UnavailableStatus path={path} />}
    </>
  );
}
