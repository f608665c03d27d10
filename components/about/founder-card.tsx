// One co-founder: initials, name, role, short bio and the profile link (new tab).
import { ExternalLink } from '@/components/ui/external-link';
import { Card } from '@/components/ui/card';
import type { Founder } from '@/content/about';

export function FounderCard({ founder }: { founder: Founder }) {
  const headingId = `founder-${founder.initials.toLowerCase()}`;
  return (
    <Card as="article" aria-labelledby={headingId} className="flex h-full flex-col">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-linear-135 from-accent to-violet-700 text-xl font-bold text-white"
        >
          {founder.initials}
        </span>
        <div>
          <h3 id={headingId} className="text-xl font-bold text-ink">
            {founder.name}
          </h3>
          <p className="text-sm font-medium text-accent">{founder.role}</p>
        </div>
      </div>
      <p className="mt-5 flex-1 text-muted">{founder.bio}</p>
      <ExternalLink
        href={founder.profileUrl}
        className="mt-6 self-start text-sm font-semibold text-accent underline-offset-4 hover:underline"
      >
        {founder.profileLabel}
      </ExternalLink>
    </Card>
  );
}
