'use client';
// The preview tools' code is a chunk of its own, loaded only when the layout renders them (an editor in draft
// mode): imported directly, the layout would put it in every visitor's startup scripts.
import dynamic from 'next/dynamic';

export const PreviewToolsLoader = dynamic(() =>
  import('@/components/preview/preview-tools').then((module) => module.PreviewTools),
);
