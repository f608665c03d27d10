// Structured data as a script tag; the JSON is escaped by serializeJsonLd.
import type { JsonLdDocument } from '@/lib/seo';
import { serializeJsonLd } from '@/lib/seo';

export function JsonLd({ data }: { data: JsonLdDocument }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
