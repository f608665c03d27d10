// 'Post Not Found': missing slug, failed fetch with nothing cached, or no post.
import { BackToAbout } from '@/components/blog/post-header';
import { Container } from '@/components/layout/container';
import { blogPost } from '@/content/blog/copy';

export function PostNotFound() {
  return (
    <section className="on-ink flex min-h-[70vh] items-center bg-ink pt-28 pb-24 text-white sm:pt-32">
      <Container className="max-w-3xl!">
        <BackToAbout onInk />
        <h1 className="mt-8 text-4xl font-bold tracking-tight sm:text-5xl">{blogPost.notFound.title}</h1>
        <p className="mt-4 text-lg text-muted-on-ink">{blogPost.notFound.text}</p>
      </Container>
    </section>
  );
}
