// /terms-of-service: the legal text from content/legal, in the shared legal layout.
import { LegalDocument } from '@/components/legal/legal-document';
import { termsOfService } from '@/content/legal/terms-of-service';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(termsOfService.seo);

export default function TermsOfServicePage() {
  return <LegalDocument document={termsOfService} />;
}
