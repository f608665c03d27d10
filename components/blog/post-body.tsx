// A post's rich-text body through @portabletext/react: paragraphs, headings 1-3, blockquote,
// bold, italic, links and bullet/numbered lists (spec §2). Editors' h1-h3 render as h2-h4,
// because the post title is the page's only h1.
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
    <ExternalLink href={href} className="font-medium text-accent underline decoration-accent/40 underline-offset-4 hover:decoration-accent">
      {children}
    </ExternalLink>
  );
}

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p className="mt-6 first:mt-0">{children}</p>,
    h1: ({ children }) => <h2 className="mt-12 text-3xl font-bold tracking-tight text-ink">{children}</h2>,
    h2: ({ children }) => <h3 className="mt-10 text-2xl font-bold tracking-tight text-ink">{children}</h3>,
    h3: ({ children }) => <h4 className="mt-8 text-xl font-semibold text-ink">{children}</h4>,
    blockquote: ({ children }) => (
      <blockquote className="mt-8 border-l-4 border-accent bg-accent-soft/60 py-4 pr-4 pl-6 text-xl font-medium text-ink italic">{children}</blockquote>
    ),
  },
  list: {
    bullet: ({ children }) => <ul className="mt-6 list-disc space-y-2 pl-6 marker:text-accent">{children}</ul>,
    number: ({ children }) => <ol className="mt-6 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-accent">{children}</ol>,
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
  return (
    <div className="text-lg leading-relaxed text-body">
      <PortableText value={value as Parameters<typeof PortableText>[0]['value']} components={components} onMissingComponent={false} />
    </div>
  );
}
