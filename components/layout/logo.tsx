// The agency's wordmark: a frame mark and the name, linking home.
import { Link } from '@/components/ui/link';
import { navigationLabels } from '@/content/navigation';
import { site } from '@/content/site';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <path d="M9 8v16h14" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M15 11.5v8l6.5-4z" fill="#f5b82e" />
    </svg>
  );
}

export function Logo() {
  return (
    <Link href="/" className="flex items-center gap-2.5 rounded-md text-lg font-bold tracking-tight text-white">
      <LogoMark className="size-8" />
      <span>{site.name}</span>
      <span className="sr-only">{navigationLabels.logoHome}</span>
    </Link>
  );
}
