// A service page's structured data: its Service, and a VideoObject for each video it shows (the details of the
// video document with its media id, lib/video/library.ts).
import { JsonLd } from '@/components/seo/json-ld';
import { serviceJsonLd } from '@/lib/seo';
import { siteVideoObjects } from '@/lib/video-object';
import type { VideoLibrary } from '@/lib/video/library';

export function ServiceJsonLd({
  service,
  mediaIds,
  library,
}: {
  service: Parameters<typeof serviceJsonLd>[0];
  mediaIds: readonly string[];
  library: VideoLibrary;
}) {
  return (
    <>
      <JsonLd data={serviceJsonLd(service)} />
      {siteVideoObjects(mediaIds, library).map((video) => (
        <JsonLd key={video.mediaId} data={video.jsonLd} />
      ))}
    </>
  );
}
