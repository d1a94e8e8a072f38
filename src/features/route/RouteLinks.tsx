import { memo, useDeferredValue, useMemo } from 'react';
import { routeUrls, type NavigationApp } from '@/domain/route/links';
import type { ReceiptWithSync } from '@/features/orders';
import { useTranslation } from '@/ui/i18n';
import { linkTarget } from './linkTarget';

const NO_STOPS: readonly ReceiptWithSync[] = [];

/**
 * "Open route" in the navigation app: one link, or as many parts as the route needs
 * (docs/route.md#links). Thousands of stops make hundreds of links: they follow the stops a
 * deferred render later, in this component alone (a feed change shows in the list first), and
 * are made once per change of the stops.
 */
export const RouteLinks = memo(function RouteLinks({
  app,
  stops,
}: {
  app: NavigationApp;
  stops: readonly ReceiptWithSync[];
}) {
  // Nothing at first: the list's first render (a reload with thousands of stops) does not wait
  // for the links either.
  const shownStops = useDeferredValue(stops, NO_STOPS);
  const links = useMemo(
    () =>
      routeUrls(
        app,
        shownStops.map((stop) => stop.address),
        linkTarget(),
      ),
    [app, shownStops],
  );
  return links.map((href, index) => (
    // Keyed by place: a stop that leaves shifts the links after it, whose anchors are then
    // updated in place rather than made anew.
    <RouteLink key={index} href={href} part={index + 1} total={links.length} />
  ));
});

/** One link: memoised, so an unchanged link is not rendered again. */
const RouteLink = memo(function RouteLink({
  href,
  part,
  total,
}: {
  href: string;
  part: number;
  total: number;
}) {
  const { t } = useTranslation();
  return (
    <a
      className="button button--secondary"
      href={href}
      target={href.startsWith('https:') ? '_blank' : undefined}
      rel="noopener noreferrer"
    >
      {total === 1 ? t('route.openRoute') : t('route.openRoutePart', { part, total })}
    </a>
  );
});
