// The blocks of one legal section: paragraphs, lists, named items and sub-headings.
import { RichText } from '@/components/prose/rich-text';
import type { LegalBlock } from '@/content/legal/document';

export function LegalBlocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return (
    <div className="mt-5 space-y-5">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'paragraph':
            return (
              <p key={index}>
                <RichText value={block.text} />
              </p>
            );
          case 'list':
            return (
              <ul key={index} className="list-disc space-y-2.5 pl-5 marker:text-accent">
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex} className="pl-1">
                    <RichText value={item} />
                  </li>
                ))}
              </ul>
            );
          case 'definitions':
            return (
              <dl key={index} className="space-y-4">
                {block.items.map((item) => (
                  <div key={item.term} className="border-l-2 border-accent/25 pl-4">
                    <dt className="font-semibold text-ink">{item.term}</dt>
                    <dd className="mt-1">
                      <RichText value={item.text} />
                    </dd>
                  </div>
                ))}
              </dl>
            );
          case 'subheading':
            return (
              <h3 key={index} className="pt-3 text-lg font-semibold text-ink">
                {block.text}
              </h3>
            );
        }
      })}
    </div>
  );
}
