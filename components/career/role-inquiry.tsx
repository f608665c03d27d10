// "Don't See Your Role?": a general-inquiry mail link.
import { Mail } from 'lucide-react';
import { Section } from '@/components/layout/container';
import { buttonClasses } from '@/components/ui/button';
import { careerPage, hiringEmail } from '@/content/career';
import { mailtoHref } from '@/lib/mailto';

export function RoleInquiry() {
  const { inquiry } = careerPage;
  return (
    <Section tone="ink" aria-labelledby="inquiry">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="inquiry" className="text-3xl font-bold sm:text-4xl">
          {inquiry.title}
        </h2>
        <p className="mt-4 text-lg text-muted-on-ink">{inquiry.text}</p>
        <a href={mailtoHref(hiringEmail, inquiry.subject)} className={buttonClasses({ variant: 'light', size: 'lg', className: 'mt-8' })}>
          <Mail aria-hidden="true" className="size-5" />
          {inquiry.label}
        </a>
      </div>
    </Section>
  );
}
