'use client';
// The Wistia player, mounted after play: player.js, the embed script and a <wistia-player>, removed on unmount.
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
    // Imperative: Wistia's web component, whose insides React must not reconcile.
    const player = document.createElement('wistia-player');
    player.setAttribute('media-id', id);
    if (autoPlay) player.setAttribute('autoplay', '');
    // Until player.js defines the element, the media's swatch fills the box (as Wistia's embed does).
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
