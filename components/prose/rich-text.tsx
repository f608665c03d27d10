// Renders running text from content/: page links stay in the app, https links open in a new tab.
import { ArrowUpRight } from 'lucide-react';
import type { Route } from 'next';
import { Link } from '@/components/ui/link';
import { Fragment } from 'react';
import { ExternalLink } from '@/components/ui/external-link';
import type { RichText as RichTextValue, TextLink } from '@/content/rich-text';

const linkClass =
  'font-medium text-accent underline decoration-accent/40 underline-offset-4 transition-colors hover:text-accent-strong hover:decoration-accent-strong';

function InlineLink({ link }: { link: TextLink }) {
  if (/^https?:\/\//.test(link.href)) {
    // The arrow stays on the line of the link's last word instead of wrapping alone.
    const lastSpace = link.text.lastIndexOf(' ');
    return (
      <ExternalLink href={link.href} className={linkClass}>
        {link.text.slice(0, lastSpace + 1)}
        <span className="whitespace-nowrap">
          {link.text.slice(lastSpace + 1)}
          <ArrowUpRight aria-hidden="true" className="ml-0.5 inline size-3.5 align-[-0.125em]" />
        </span>
      </ExternalLink>
    );
  }
  if (link.href.startsWith('/')) {
    return (
      // textLink() checked the path against the app's routes when the content was written.
      <Link href={link.href as Route} className={linkClass}>
        {link.text}
      </Link>
    );
  }
  return (
    <a href={link.href} className={linkClass}>
      {link.text}
    </a>
  );
}

export function RichText({ value }: { value: RichTextValue }) {
  if (typeof value === 'string') return <>{value}</>;
  return (
    <>
      {value.map((part, index) =>
        typeof part === 'string' ? <Fragment key={index}>{part}</Fragment> : <InlineLink key={index} link={part} />,
      )}
    </>
  );
}
