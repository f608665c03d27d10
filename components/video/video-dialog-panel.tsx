'use client';
// The video dialog, loaded on first open: plays at once, closes on Escape, returns focus to the trigger.
import type { RefObject } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { VideoFacade } from '@/components/video/video-facade';
import { videoLabels } from '@/content/video';

export default function VideoDialogPanel({
  mediaId,
  title,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  mediaId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger lives outside this lazily loaded module, so Radix cannot know it. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title}
        hideTitle
        closeLabel={videoLabels.closeDialog}
        size="xl"
        className="p-3 pt-14 sm:p-4 sm:pt-14"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        {/* Mounted only while open: closing unmounts the player and removes its scripts. */}
        {open ? <VideoFacade mediaId={mediaId} title={title} autoPlay /> : null}
      </DialogContent>
    </Dialog>
  );
}
