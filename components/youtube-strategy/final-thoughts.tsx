// 'Final Thoughts': the pattern the five channels share and what a SaaS team can copy.
import { Card } from '@/components/ui/card';
import { youtubeStrategyArticle } from '@/content/youtube-strategy';

export function FinalThoughts() {
  const { finalThoughts } = youtubeStrategyArticle;
  return (
    <Card
      as="section"
      id={finalThoughts.id}
      aria-labelledby={`${finalThoughts.id}-heading`}
      size="lg"
      surface="soft"
      padding="p-6 sm:p-10"
      className="mt-4"
    >
      <h2 id={`${finalThoughts.id}-heading`} className="text-3xl font-bold tracking-tight text-ink">
        {finalThoughts.title}
      </h2>
      <div className="mt-5 space-y-4">
        {finalThoughts.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <ol className="mt-6 space-y-4">
        {finalThoughts.takeaways.map((takeaway, index) => (
          <li key={takeaway} className="flex gap-4">
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
