// 'Post Not Found', the whole page in the HTML, answered 404 (NotFoundStatus). `segment` is the current
// breadcrumb; the export's one shared page for unknown posts has none and names itself instead.
import { BackToAbout } from '@/components/blog/post-header';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Container } from '@/components/layout/container';
import { NotFoundStatus } from '@/components/layout/not-found-status';
import { blogPost } from '@/content/blog/copy';

/** `backLabel`: the blog page document's words for the back link. */
export function PostNotFound({ segment, backLabel }: { segment?: string; backLabel: string }) {
  return (
    <>
      {segment ? (
        <Breadcrumbs path={`/blog/${segment}`} />
      ) : (
        <Breadcrumbs path="/blog/not-found" current={blogPost.notFound.title} />
      )}
      <section className="on-ink flex min-h-[60vh] items-center bg-ink py-20 text-white sm:py-24">
        <Container width="prose">
          <BackToAbout label={backLabel} onInk />
          <h1 className="mt-8 text-4xl font-bold tracking-tight sm:text-5xl">{blogPost.notFound.title}</h1>
          <p className="mt-4 text-lg text-muted-on-ink">{blogPost.notFound.text}</p>
        </Container>
      </section>
      <NotFoundStatus />
    </>
  );
}
