// "Don't See Your Role?": a general-inquiry mail link.
import { Mail } from 'lucide-react';
import { ClosingCta } from '@/components/layout/closing-cta';
import { buttonClasses } from '@/components/ui/button';
import { hiringEmail, inquirySubject } from '@/content/career';
import type { CareerPage } from '@/lib/marketing/about-career/schemas';
import { mailtoHref } from '@/lib/mailto';

export function RoleInquiry({ inquiry }: Pick<CareerPage, 'inquiry'>) {
  return (
    <ClosingCta id="inquiry" title={inquiry.title} text={inquiry.text}>
      <a href={mailtoHref(hiringEmail, inquirySubject)} className={buttonClasses({ variant: 'light', size: 'lg' })}>
        <Mail aria-hidden="true" className="size-5" />
        {inquiry.label}
      </a>
    </ClosingCta>
  );
}
