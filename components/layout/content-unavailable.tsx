// 'This page is temporarily unavailable': what a page shows when its content cannot be loaded
// (the content service fails, times out, or sends a broken answer) and Next holds no earlier
// version of it. The whole notice is in the HTML (no script needed), answered 503 with
// Retry-After and no-store (UnavailableStatus); when Next does hold an earlier version, this
// render fails instead and the earlier page stays. In an editor's preview it names the problem
// (a draft that fails the site's schema) and answers normally. It relies on how Next answers a
// render error inside <Suspense> (500, no-store, nothing cached): guarded by
// tests/e2e-sanity/content-faults.spec.ts.
import { Suspense } from 'react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Container } from '@/components/layout/container';
import { HideOnError } from '@/components/layout/hide-on-error';
import { ButtonLink } from '@/components/ui/button';
import type { NavLink } from '@/content/navigation';
import { contentUnavailable } from '@/content/errors';
import type { ContentFault } from '@/lib/content/faults';
import { markContentUnavailable } from '@/lib/content/unavailable-status';

function FailRender({ path }: { path: string }): never {
  markContentUnavailable(path);
  const error = new Error(`content unavailable for ${path}: answered 503, nothing cached`);
  // Next logs this error; the content layer has already logged why, so one line is enough.
  error.stack = error.message;
  throw error;
}

/**
 * Makes the answer a 503 and keeps Next from caching it: a render error inside a Suspense boundary
 * leaves the HTML outside it as rendered, marks the response uncacheable (500, no-store), and the
 * server's request hook turns the marked 500 into 503 (lib/content/unavailable-status.ts).
 */
function UnavailableStatus({ path }: { path: string }) {
  return (
    <Suspense fallback={null}>
      <HideOnError>
        <FailRender path={path} />
      </HideOnError>
    </Suspense>
  );
}

export function ContentUnavailable({
  path,
  back,
  fault,
  preview = false,
}: {
  /** The page's own address, as requested ('/blog/my-post'). */
  path: string;
  /** Where the visitor can go instead (the blog, the home page). */
  back: NavLink;
  /** Why the content could not be read: named to editors only. */
  fault: ContentFault;
  /** An editor's preview: the notice names the problem (a draft failing the schema); answers 200, not 503. */
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
