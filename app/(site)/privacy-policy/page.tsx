// /privacy-policy: the legal text from content/legal, in the shared legal layout.
import { LegalDocument } from '@/components/legal/legal-document';
import { privacyPolicy } from '@/content/legal/privacy-policy';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(privacyPolicy.seo);

export default function PrivacyPolicyPage() {
  return <LegalDocument document={privacyPolicy} />;
}
