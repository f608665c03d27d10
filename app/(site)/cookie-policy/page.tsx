// /cookie-policy: the legal text from content/legal, in the shared legal layout.
import { LegalDocument } from '@/components/legal/legal-document';
import { cookiePolicy } from '@/content/legal/cookie-policy';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(cookiePolicy.seo);

export default function CookiePolicyPage() {
  return <LegalDocument document={cookiePolicy} />;
}
