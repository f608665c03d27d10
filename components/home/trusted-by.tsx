// The Trusted By strip: client wordmarks scrolling in CSS only; it pauses on hover and focus, stands still
// under reduced motion, and hides the loop's second copy from assistive technology. The logos are a document
// marketers edit (lib/marketing/logos/); WebP at 2x, not SVG: docs/decisions/0008-webp-images-instead-of-svg.md
import { Container } from '@/components/layout/container';
import { Img } from '@/components/ui/img';
import { cn } from '@/lib/cn';
import { logoBox } from '@/lib/marketing/logos/limits';
import type { ClientLogo } from '@/lib/marketing/logos/schemas';

function LogoList({ logos, copy }: { logos: ClientLogo[]; copy?: boolean }) {
  return (
    <ul
      {...(copy ? { 'aria-hidden': true } : {})}
      className={cn(
        'flex shrink-0 items-center gap-10 pr-10 sm:gap-14 sm:pr-14',
        copy
          ? 'motion-reduce:hidden'
          : 'motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-4 motion-reduce:pr-0',
      )}
    >
      {logos.map((logo) => (
        <li key={logo.key} className="shrink-0">
          {/* Eager but low priority: the strip moves logos into view, and lazy ones would pop in. */}
          <Img
            src={logo.src}
            alt={copy ? '' : logo.name}
            width={logoBox.width}
            height={logoBox.height}
            loading="eager"
            fetchPriority="low"
            className="h-12 w-[140px]"
          />
        </li>
      ))}
    </ul>
  );
}

/** `logos`: the client logos document's (getClientLogos). `title` and `lead`: the strip's words on its page (the
 * home page's, a landing page's). */
export function TrustedBy({ logos, title, lead }: { logos: ClientLogo[]; title: string; lead?: string }) {
  return (
    <div className="border-t border-ink-line py-8">
      <Container>
        <h2 id="trusted-by" className="text-center text-sm font-semibold tracking-wide text-muted-on-ink uppercase">
          {title}
        </h2>
        {lead ? <p className="mx-auto mt-3 max-w-2xl text-center text-muted-on-ink">{lead}</p> : null}
      </Container>
      {/* Focusable so a keyboard user can stop the motion (WCAG 2.2.2); the mask fades the edges. */}
      <div
        tabIndex={0}
        role="group"
        aria-labelledby="trusted-by"
        className="group mt-6 overflow-hidden [mask-image:linear-gradient(to_right,transparent,#000_8%,#000_92%,transparent)] focus-visible:outline-offset-4 motion-reduce:[mask-image:none]"
      >
        <div className="flex w-max animate-marquee group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none motion-reduce:px-5">
          <LogoList logos={logos} />
          <LogoList logos={logos} copy />
        </div>
      </div>
    </div>
  );
}
