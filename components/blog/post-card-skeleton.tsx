// A placeholder shaped like a post card, rendered in the browser by the pending-navigation island.
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function PostCardSkeleton() {
  return (
    <Card padding="p-0" glow={false} className="overflow-hidden">
      <Skeleton shape="flush" className="aspect-video" />
      <div className="space-y-3 p-6">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-6 w-11/12" />
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <div className="flex items-center gap-3 pt-4">
          <Skeleton shape="circle" className="size-9" />
          <Skeleton className="h-4 w-32" />
        </div>
      </div>
    </Card>
  );
}
