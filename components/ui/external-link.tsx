// A link that opens in a new tab and says so to assistive technology.
import type { ComponentProps } from 'react';
import { newTabHint } from '@/content/navigation';

export function ExternalLink({ children, ...props }: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {newTabHint}</span>
    </a>
  );
}
