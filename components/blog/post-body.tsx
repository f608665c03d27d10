// A post's rich-text body (@portabletext/react). The title is the page's only h1, so the body's headings
// shift to start at h2, keeping their relative order without skipped levels.
import { PortableText } from '@portabletext/react';
import type { PortableTextComponents } from '@portabletext/react';
import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/ui/external-link';
import type { PortableTextBody } from '@/lib/blog/schemas';
import { safeHref } from '@/lib/blog/safe-href';

function BodyLink({ value, children }: { value?: { href?: unknown }; children: ReactNode }) {
  const href = safeHref(value?.href);
  // An unsafe or missing href (javascript:, data:, …) keeps its words but is not a link.
  if (!href) return <>{children}</>;
  return (
    <ExternalLink
      href={href}
      className="font-medium text-accent underline decoration-accent/40 underline-offset-4 hover:decoration-accent"
    >
      {children}
    </ExternalLink>
  );
}

const headingStyles = ['h1', 'h2', 'h3'] as const;
const headingClasses = {
  h2: 'mt-12 text-3xl font-bold tracking-tight text-ink',
  h3: 'mt-10 text-2xl font-bold tracking-tight text-ink',
  h4: 'mt-8 text-xl font-semibold text-ink',
} as const;

/** Rendered tag per editor style: the body's highest heading level becomes h2. */
function headingTags(body: PortableTextBody) {
  const used = headingStyles.filter((style) => body.some((block) => block.style === style));
  const top = used.length > 0 ? headingStyles.indexOf(used[0]!) : 0;
  return Object.fromEntries(
    headingStyles.map((style, index) => [style, `h${Math.min(Math.max(index - top, 0) + 2, 4)}`]),
  ) as Record<(typeof headingStyles)[number], keyof typeof headingClasses>;
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
    link: BodyLink,
  },
};

export function PostBody({ value }: { value: PortableTextBody }) {
  const tags = headingTags(value);
  const heading = (style: (typeof headingStyles)[number]) =>
    function BodyHeading({ children }: { children?: ReactNode }) {
      const Tag = tags[style];
      return <Tag className={headingClasses[Tag]}>{children}</Tag>;
    };
  const components: PortableTextComponents = {
    ...baseComponents,
    block: { ...(baseComponents.block as object), h1: heading('h1'), h2: heading('h2'), h3: heading('h3') },
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
