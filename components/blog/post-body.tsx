// A post's rich-text body (@portabletext/react): text with headings that carry anchors (lib/blog/toc.ts), images,
// videos behind the site's facade and calls to action. The title is the page's only h1, so the body's headings
// shift to start at h2, keeping their relative order without skipped levels.
import { PortableText } from '@portabletext/react';
import type { PortableTextComponents } from '@portabletext/react';
import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { BlogImage } from '@/components/blog/blog-image';
import { PostVideo } from '@/components/blog/post-video';
import { BookingButton } from '@/components/ui/booking-button';
import { ExternalLink } from '@/components/ui/external-link';
import { mediaIdOf } from '@/lib/blog/post-limits';
import type { BodyCallToAction, BodyImage, BodyVideo, PortableTextBody } from '@/lib/blog/schemas';
import { safeHref } from '@/lib/blog/safe-href';
import type { Heading, HeadingStyle } from '@/lib/blog/toc';

/** The body's column: 704 px from the tablet up (Container width="prose"), the screen less its padding below. */
const bodyImageSizes = '(min-width: 768px) 704px, 92vw';

function BodyLink({
  value,
  children,
  gone,
}: {
  value?: { href?: unknown };
  children: ReactNode;
  /** Links to content pages no longer published (lib/blog/content-links.ts). */
  gone: ReadonlySet<string>;
}) {
  const href = safeHref(value?.href);
  // An unsafe or missing href (javascript:, data:, …), or one to a page that is gone, keeps its words but is not a link.
  if (!href || (typeof value?.href === 'string' && gone.has(value.href))) return <>{children}</>;
  return (
    <ExternalLink
      href={href}
      className="font-medium text-accent underline decoration-accent/40 underline-offset-4 hover:decoration-accent"
    >
      {children}
    </ExternalLink>
  );
}

const headingClasses = {
  2: 'mt-12 scroll-mt-24 text-3xl font-bold tracking-tight text-ink',
  3: 'mt-10 scroll-mt-24 text-2xl font-bold tracking-tight text-ink',
  4: 'mt-8 scroll-mt-24 text-xl font-semibold text-ink',
} as const;

function ImageBlock({ value }: { value: BodyImage }) {
  return (
    <figure className="my-10">
      <BlogImage
        src={value.asset.url}
        alt={value.alt}
        width={value.asset.width}
        height={value.asset.height}
        sizes={bodyImageSizes}
        className="h-auto w-full rounded-(--radius-card) bg-paper-soft"
      />
      {value.caption ? <figcaption className="mt-3 text-center text-sm text-muted">{value.caption}</figcaption> : null}
    </figure>
  );
}

function VideoBlock({ value }: { value: BodyVideo }) {
  return (
    <figure className="my-10">
      <PostVideo
        mediaId={mediaIdOf(value.provider, value.videoId)}
        title={value.title}
        poster={value.poster ? { src: value.poster.asset.url, alt: value.poster.alt } : undefined}
        className="rounded-(--radius-card)"
      />
      <figcaption className="mt-3 text-center text-sm text-muted">{value.description}</figcaption>
    </figure>
  );
}

/** `defaultLabel`: the blog page document's button label, when the block gives none; `note`: the settings' booking
 * note (null: none). */
function CallToActionBlock({
  value,
  defaultLabel,
  note,
}: {
  value: BodyCallToAction;
  defaultLabel: string;
  note: string | null;
}) {
  return (
    <aside className="on-ink my-10 rounded-(--radius-card) bg-ink px-6 py-8 text-center text-white sm:px-10">
      <p className="text-2xl font-bold tracking-tight">{value.heading}</p>
      {value.text ? <p className="mt-3 text-base text-muted-on-ink">{value.text}</p> : null}
      <BookingButton cta="post-body" size="lg" className="mt-6 w-full sm:w-auto">
        <CalendarDays aria-hidden="true" className="size-5" />
        {value.buttonLabel ?? defaultLabel}
      </BookingButton>
      {note ? <p className="mt-3 text-sm text-muted-on-ink">{note}</p> : null}
    </aside>
  );
}

const baseComponents: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p className="mt-6 first:mt-0">{children}</p>,
    blockquote: ({ children }) => (
      <blockquote className="mt-8 border-l-4 border-accent bg-accent-soft/60 py-4 pr-4 pl-6 text-xl font-medium text-ink italic">
        {children}
      </blockquote>
    ),
  },
  list: {
    bullet: ({ children }) => <ul className="mt-6 list-disc space-y-2 pl-6 marker:text-accent">{children}</ul>,
    number: ({ children }) => (
      <ol className="mt-6 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-accent">{children}</ol>
    ),
  },
  listItem: {
    bullet: ({ children }) => <li className="pl-1">{children}</li>,
    number: ({ children }) => <li className="pl-1">{children}</li>,
  },
  marks: {
    strong: ({ children }) => <strong className="font-semibold text-ink">{children}</strong>,
    em: ({ children }) => <em>{children}</em>,
  },
  types: {
    image: ({ value }: { value: BodyImage }) => <ImageBlock value={value} />,
    video: ({ value }: { value: BodyVideo }) => <VideoBlock value={value} />,
  },
};

/** `headings` are the body's own (postHeadings): each heading block renders at its level with its anchor; `gone`, the
 * hrefs of links to content pages no longer published, render as text; `ctaLabel`, the button label of a call
 * to action that gives none (the blog page document's); `bookingNote`, the line under its button (the settings'
 * booking note, null: none). */
export function PostBody({
  value,
  headings,
  gone = new Set(),
  ctaLabel,
  bookingNote,
}: {
  value: PortableTextBody;
  headings: readonly Heading[];
  gone?: ReadonlySet<string>;
  ctaLabel: string;
  bookingNote: string | null;
}) {
  const byKey = new Map(headings.map((heading) => [heading.key, heading]));
  const heading = (style: HeadingStyle) =>
    function BodyHeading({ children, value: block }: { children?: ReactNode; value: { _key?: string } }) {
      const found = block._key ? byKey.get(block._key) : undefined;
      const level = found?.level ?? (style === 'h1' ? 2 : style === 'h2' ? 3 : 4);
      const Tag = `h${level}` as const;
      return (
        <Tag id={found?.id} className={headingClasses[level]}>
          {children}
        </Tag>
      );
    };
  const components: PortableTextComponents = {
    ...baseComponents,
    block: { ...(baseComponents.block as object), h1: heading('h1'), h2: heading('h2'), h3: heading('h3') },
    types: {
      ...baseComponents.types,
      callToAction: ({ value: block }: { value: BodyCallToAction }) => (
        <CallToActionBlock value={block} defaultLabel={ctaLabel} note={bookingNote} />
      ),
    },
    marks: {
      ...baseComponents.marks,
      link: ({ value: mark, children }) => (
        <BodyLink value={mark} gone={gone}>
          {children}
        </BodyLink>
      ),
    },
  };
  return (
    <div className="text-lg leading-relaxed text-body">
      <PortableText
        value={value as Parameters<typeof PortableText>[0]['value']}
        components={components}
        onMissingComponent={false}
      />
    </div>
  );
}
