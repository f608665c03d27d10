// The body of a long document: a sticky table of contents beside the text on wide screens, a collapsible
// one above it on phones and tablets, and the text at a readable measure.
import type { ReactNode } from 'react';
import { Container } from '@/components/layout/container';
import { TableOfContentsAside, TableOfContentsDisclosure, type TocItem } from '@/components/prose/table-of-contents';

export function TocPageBody({
  title,
  items,
  children,
}: {
  /** The table of contents' title, also the name of its navigation landmark. */
  title: string;
  items: readonly TocItem[];
  children: ReactNode;
}) {
  return (
    <div className="bg-paper py-14 sm:py-20">
      <Container className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
        <div>
          <TableOfContentsAside title={title} items={items} />
        </div>
        <div className="max-w-[68ch] text-base leading-7 text-body sm:text-[1.0625rem]">
          <TableOfContentsDisclosure title={title} items={items} />
          {children}
        </div>
      </Container>
    </div>
  );
}
