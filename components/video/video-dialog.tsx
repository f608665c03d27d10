'use client';
// CONTRACT (owned by the home-page work, issue 3): a trigger that opens a dialog playing one
// video through VideoFacade. `children` is the trigger's visible content (a card, a poster).
import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { VideoFacade } from '@/components/video/video-facade';

export function VideoDialog({
  mediaId,
  title,
  children,
  triggerClassName,
}: {
  mediaId: string;
  title: string;
  children: ReactNode;
  triggerClassName?: string;
}) {
  return (
    <Dialog>
      <DialogTrigger className={triggerClassName}>{children}</DialogTrigger>
      <DialogContent title={title} hideTitle size="xl" className="p-3 sm:p-4">
        <VideoFacade mediaId={mediaId} title={title} autoPlay className="mt-8" />
      </DialogContent>
    </Dialog>
  );
}
