'use client';
// A trigger that opens a dialog playing one video; the dialog's code loads on first press.
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';

const VideoDialogPanel = dynamic(() => import('@/components/video/video-dialog-panel'), { ssr: false });

export function VideoDialog({
  mediaId,
  title,
  children,
  triggerClassName,
  triggerLabel,
}: {
  mediaId: string;
  title: string;
  /** The trigger's visible content; it should name the video. */
  children: ReactNode;
  triggerClassName?: string;
  /** The trigger's accessible name, when the visible content alone does not name the video. */
  triggerLabel?: string;
}) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={triggerLabel}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className={triggerClassName}
      >
        {children}
      </button>
      {requested ? (
        <VideoDialogPanel mediaId={mediaId} title={title} open={open} onOpenChange={setOpen} returnFocusTo={trigger} />
      ) : null}
    </>
  );
}
