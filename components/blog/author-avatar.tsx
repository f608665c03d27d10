// An author's picture, or their initials; decorative, as the name is written next to it.
import { BlogImage } from '@/components/blog/blog-image';
import { initials } from '@/lib/blog/format';
import { cn } from '@/lib/cn';

const sizes = { sm: 'size-9 text-sm', md: 'size-12 text-base' } as const;

export function AuthorAvatar({
  name,
  imageUrl,
  size = 'sm',
}: {
  name: string;
  imageUrl: string | null;
  size?: keyof typeof sizes;
}) {
  const box = `relative shrink-0 overflow-hidden rounded-full ${sizes[size]}`;
  if (imageUrl) {
    return (
      <span className={box}>
        <BlogImage src={imageUrl} alt="" fill sizes="48px" className="object-cover" />
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(box, 'flex items-center justify-center bg-accent-soft font-semibold text-accent-strong')}
    >
      {initials(name)}
    </span>
  );
}
