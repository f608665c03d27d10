// The fixed site header, server-rendered around its islands (scroll state, menus, offer button); its menus, links and
// buttons' labels are the navigation document's (lib/marketing/navigation/).
import type { Route } from 'next';
import { Container } from '@/components/layout/container';
import { HeaderScrollState } from '@/components/layout/header-scroll-state';
import { Logo } from '@/components/layout/logo';
import { linkKey, MenuLink } from '@/components/layout/menu-link';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { ServicesMenu } from '@/components/layout/services-menu';
import { SpecialOfferButton } from '@/components/layout/special-offer-button';
import { BookingButton } from '@/components/ui/booking-button';
import { ButtonLink } from '@/components/ui/button';
import { navigationLabels } from '@/content/navigation';
import type { Navigation } from '@/lib/marketing/navigation/schemas';

const HEADER_ID = 'site-header';

export function Header({ navigation }: { navigation: Navigation }) {
  const { servicesMenu, headerLinks, roiButton, quoteLabel, specialOfferLabel, mobileMenu } = navigation;
  return (
    <header
      id={HEADER_ID}
      className="on-ink fixed inset-x-0 top-0 z-40 border-b border-transparent bg-ink/85 text-white backdrop-blur-md transition-[background-color,border-color,box-shadow] duration-200 data-[scrolled=true]:border-ink-line data-[scrolled=true]:bg-ink data-[scrolled=true]:shadow-lg data-[scrolled=true]:shadow-black/20"
    >
      <HeaderScrollState targetId={HEADER_ID} />
      {/* The navigation follows the logo and the actions take the right (`ml-auto`), not `justify-between`: a first
          frame drawn before the actions are parsed then shows the navigation where it stays, not at the far right. */}
      <Container className="flex h-16 items-center gap-4 lg:h-18">
        <Logo />
        {/* The full navigation needs ~1280 px next to the actions; below that the menu sheet carries it. */}
        <nav aria-label={navigationLabels.main} className="hidden xl:block">
          <ul className="flex items-center gap-1 text-[0.9375rem]">
            {servicesMenu.links.length > 0 ? (
              <li>
                <ServicesMenu label={servicesMenu.label} items={servicesMenu.links} />
              </li>
            ) : null}
            {headerLinks.map((link) => (
              <li key={linkKey(link)}>
                <MenuLink
                  link={link}
                  className="rounded-md px-3 py-2 whitespace-nowrap text-muted-on-ink hover:text-white"
                />
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <SpecialOfferButton label={specialOfferLabel} />
          {/* Wrappers carry the breakpoints: a button's own display class would override `hidden`. */}
          {roiButton ? (
            <div className="hidden lg:flex">
              <ButtonLink
                {...(roiButton.external
                  ? { href: roiButton.href, external: true as const }
                  : { href: roiButton.href as Route })}
                variant="outline-on-ink"
                size="sm"
              >
                {roiButton.label}
              </ButtonLink>
            </div>
          ) : null}
          <div className="hidden sm:flex">
            <BookingButton cta="header" size="sm">
              {quoteLabel}
            </BookingButton>
          </div>
          <MobileMenu entries={mobileMenu} roiButton={roiButton} quoteLabel={quoteLabel} />
        </div>
      </Container>
    </header>
  );
}
