// Small drawings of the three collaboration tools (chat, review link, task board), in HTML so
// they stay crisp and cost no image requests. Decorative: the card's text says the same. What they show is the
// home page document's (its Collaboration section's tool drawings).
import { Check, MessageSquare, Play } from 'lucide-react';
import type { CollaborationTool } from '@/content/seamless-tools';
import type { ToolDrawings } from '@/lib/marketing/home/schemas';
import { cn } from '@/lib/cn';

function ChatPreview({ drawings }: { drawings: ToolDrawings }) {
  return (
    <div className="space-y-3">
      {drawings.chat.map((message, index) => (
        <div key={index} className={cn('flex gap-2.5', index % 2 && 'flex-row-reverse text-right')}>
          <span className={cn('size-7 shrink-0 rounded-full', index % 2 ? 'bg-highlight' : 'bg-accent')} />
          <span
            className={cn('rounded-xl px-3 py-2 text-xs', index % 2 ? 'bg-accent text-white' : 'bg-paper text-body')}
          >
            <span className="block font-semibold">{message.from}</span>
            {message.text}
          </span>
        </div>
      ))}
    </div>
  );
}

function ReviewPreview({ drawings }: { drawings: ToolDrawings }) {
  return (
    <div>
      <div className="relative aspect-[2/1] rounded-lg bg-ink">
        <span className="absolute inset-0 m-auto flex size-9 items-center justify-center rounded-full bg-white/90 text-ink">
          <Play className="size-4 translate-x-px fill-current" />
        </span>
        <span className="absolute top-[30%] left-[62%] flex size-6 items-center justify-center rounded-full bg-highlight text-ink ring-2 ring-white">
          <MessageSquare className="size-3" />
        </span>
      </div>
      <div className="mt-3 h-1.5 rounded-full bg-line">
        <div className="h-full w-[38%] rounded-full bg-accent" />
      </div>
      <p className="mt-3 rounded-lg bg-paper px-3 py-2 text-xs text-body">
        <span className="font-semibold text-accent tabular-nums">{drawings.review.timecode}</span>{' '}
        {drawings.review.comment}
      </p>
    </div>
  );
}

function TasksPreview({ drawings }: { drawings: ToolDrawings }) {
  const dot = { done: 'bg-after text-white', doing: 'bg-highlight text-ink', todo: 'bg-line text-muted' } as const;
  return (
    <ul className="space-y-2.5">
      {drawings.tasks.map((task, index) => (
        <li key={index} className="flex items-center gap-3 rounded-lg bg-paper px-3 py-2.5 text-xs text-body">
          <span className={cn('flex size-5 items-center justify-center rounded-md', dot[task.state])}>
            {task.state === 'done' ? <Check className="size-3.5" /> : null}
          </span>
          <span className="flex-1 font-medium">{task.label}</span>
          <span className="text-muted">{drawings.taskStates[task.state]}</span>
        </li>
      ))}
    </ul>
  );
}

const previews = { chat: ChatPreview, preview: ReviewPreview, tasks: TasksPreview } as const;

export function ToolPreview({ kind, drawings }: { kind: CollaborationTool['kind']; drawings: ToolDrawings }) {
  const Preview = previews[kind];
  return (
    <div
      aria-hidden="true"
      className="flex min-h-56 flex-col justify-center rounded-xl border border-line bg-paper-soft p-4"
    >
      <Preview drawings={drawings} />
    </div>
  );
}
