// A grid of 16:9 video facades, each with a title and subtitle (signature work, demo samples).
import { VideoFacade } from '@/components/video/video-facade';
import { cn } from '@/lib/cn';

export function VideoGrid({
  videos,
  columns = 2,
}: {
  videos: readonly { id: string; title: string; subtitle: string; mediaId: string }[];
  columns?: 2 | 3;
}) {
  return (
    <ul className={cn('mt-10 grid gap-8', columns === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2')}>
      {videos.map((video) => (
        <li key={video.id}>
          <article aria-labelledby={`video-${video.id}`}>
            <VideoFacade mediaId={video.mediaId} title={video.title} />
            <h3 id={`video-${video.id}`} className="mt-4 text-lg font-semibold text-ink">
              {video.title}
            </h3>
            <p className="mt-1 text-muted">{video.subtitle}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
