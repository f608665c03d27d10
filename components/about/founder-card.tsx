// One co-founder: photo (or initials), name, role, short bio and the profile link (new tab).
import { BlogImage } from '@/components/blog/blog-image';
import { ExternalLink } from '@/components/ui/external-link';
import { Card } from '@/components/ui/card';
import type { Founder } from '@/lib/marketing/about-career/schemas';

function Portrait({ founder }: { founder: Founder }) {
  const { photo } = founder;
  if (photo) {
    return (
      <span className="relative size-16 shrink-0 overflow-hidden rounded-full">
        <BlogImage
          src={photo.url}
          alt={photo.alt}
          fill
          sizes="64px"
          className="object-cover"
          style={photo.position ? { objectPosition: photo.position } : undefined}
        />
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-16 shrink-0 items-center justify-center rounded-full bg-linear-135 from-accent to-violet-700 text-xl font-bold text-white"
    >
      {founder.initials}
    </span>
  );
}

export function FounderCard({ founder, headingId }: { founder: Founder; headingId: string }) {
  return (
    <Card as="article" aria-labelledby={headingId} className="flex h-full flex-col">
      <div className="flex items-center gap-4">
        <Portrait founder={founder} />
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
