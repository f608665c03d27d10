// The facade's first HTML: a reserved box, a named play button, a poster or a title card, and
// nothing from a video host. The dialog trigger ships without the dialog.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VideoDialog } from '@/components/video/video-dialog';
import { VideoFacade } from '@/components/video/video-facade';

const videoHosts = /https?:\/\/[^"]*(wistia|youtube|ytimg)/;

describe('VideoFacade (server HTML)', () => {
  it('renders a 16:9 box with a play button named after the video and no video-host URL', () => {
    const html = renderToStaticMarkup(<VideoFacade mediaId="k7v2m9x4qa" title="Product tour" />);
    expect(html).toContain('aspect-ratio:16/9');
    expect(html).toMatch(
      /<button type="button"[^>]*>.*<span class="sr-only">Play video: <\/span>Product tour<\/span><\/button>/,
    );
    expect(html).not.toMatch(videoHosts);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<iframe');
  });

  it('uses a 9:16 box for shorts', () => {
    const html = renderToStaticMarkup(<VideoFacade mediaId="youtube:abc123" title="Short" aspect="9/16" />);
    expect(html).toContain('aspect-ratio:9/16');
    expect(html).not.toMatch(videoHosts);
  });

  it('shows a self-hosted poster with its alt text', () => {
    const html = renderToStaticMarkup(
      <VideoFacade
        mediaId="k7v2m9x4qa"
        title="Product tour"
        poster={{ src: '/posters/tour.svg', alt: 'A dashboard' }}
      />,
    );
    expect(html).toMatch(/<img[^>]*alt="A dashboard"/);
    expect(html).toContain('src="/posters/tour.svg"');
  });

  it('with autoPlay renders the YouTube player at once, from youtube-nocookie.com', () => {
    const html = renderToStaticMarkup(<VideoFacade mediaId="youtube:abc123" title="Tutorial" autoPlay />);
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/abc123?autoplay=1&amp;rel=0"');
    expect(html).toContain('title="Tutorial"');
    expect(html).not.toContain('Play video:');
  });

  it('refuses a malformed media id', () => {
    expect(() => renderToStaticMarkup(<VideoFacade mediaId="bad id" title="x" />)).toThrow(/Invalid media id/);
  });
});

describe('VideoDialog (server HTML)', () => {
  it('is only its trigger until pressed', () => {
    const html = renderToStaticMarkup(
      <VideoDialog mediaId="p3d8n1w6ze" title="Product demo" triggerClassName="card">
        Product Demo Videos
      </VideoDialog>,
    );
    expect(html).toBe(
      '<button type="button" aria-haspopup="dialog" aria-expanded="false" class="card">Product Demo Videos</button>',
    );
  });
});
