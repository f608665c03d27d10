// A service page's structured data: its Service, and a VideoObject for each video it shows (details by media id
// in content/video.ts).
import { JsonLd } from '@/components/seo/json-ld';
import { serviceJsonLd } from '@/lib/seo';
import { siteVideoObjects } from '@/lib/video-object';

export function ServiceJsonLd({
  service,
  mediaIds,
}: {
  service: Parameters<typeof serviceJsonLd>[0];
  mediaIds: readonly string[];
}) {
  return (
    <>
      <JsonLd data={serviceJsonLd(service)} />
      {siteVideoObjects(mediaIds).map((video) => (
        <JsonLd key={video.mediaId} data={video.jsonLd} />
      ))}
    </>
  );
}
