// 'Final Thoughts': the pattern the channels share and what a SaaS team can copy; its words are the document's.
import { Card } from '@/components/ui/card';
import type { YoutubeStrategyPage } from '@/lib/marketing/youtube-strategy/schemas';

export function FinalThoughts({ id, section }: { id: string; section: YoutubeStrategyPage['finalThoughts'] }) {
  return (
    <Card
      as="section"
      id={id}
      aria-labelledby={`${id}-heading`}
      size="lg"
      surface="soft"
      padding="p-6 sm:p-10"
      className="mt-4"
    >
      <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight text-ink">
        {section.title}
      </h2>
      <div className="mt-5 space-y-4">
        {section.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <ol className="mt-6 space-y-4">
        {section.takeaways.map((takeaway, index) => (
          <li key={index} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-white"
            >
              {index + 1}
            </span>
            <span>{takeaway}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
