'use client';
// The Wistia player, mounted only after the visitor pressed play: attaches player.js and the
// media's embed script, adds a <wistia-player>, and removes all three again on unmount.
import { useEffect, useRef } from 'react';
import { attachScript } from '@/components/video/player-loader';
import { wistiaEmbedScriptUrl, wistiaPlayerScriptUrl, wistiaSwatchUrl } from '@/content/media';

export function WistiaPlayer({ id, autoPlay }: { id: string; autoPlay: boolean }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = host.current;
    if (!container) return;
    const releasePlayer = attachScript(wistiaPlayerScriptUrl);
    const releaseEmbed = attachScript(wistiaEmbedScriptUrl(id), { module: true });
    // Created imperatively: the element is Wistia's web component, defined by player.js, and
    // React must not reconcile what Wistia renders inside it.
    const player = document.createElement('wistia-player');
    player.setAttribute('media-id', id);
    if (autoPlay) player.setAttribute('autoplay', '');
    // Until player.js defines the element, the box shows the media's swatch (Wistia's own
    // embed does the same), filling the reserved box so nothing moves.
    player.style.cssText = `position:absolute;inset:0;display:block;width:100%;height:100%;background:center / cover no-repeat url("${wistiaSwatchUrl(id)}")`;
    container.appendChild(player);
    return () => {
      player.remove();
      releaseEmbed();
      releasePlayer();
    };
  }, [id, autoPlay]);
  return <div ref={host} className="absolute inset-0" data-video-player="wistia" />;
}
