import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createSearchIndex } from '@/domain/route/search';
import { createListSearch } from '@/domain/route/searchList';
import { useOrdersFeed, type OrdersListSlotProps, type ReceiptWithSync } from '@/features/orders';
import { after } from '@/platform';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { useTranslation } from '@/ui/i18n';
import { StateMessage } from '@/ui/StateMessage';
import { EditStops } from './EditStops';
import { originPoint } from './estimate';
import { NextStopCard } from './NextStopCard';
import { optimiseOffThread } from './optimiseOffThread';
import { keepPositionFresh, requestPosition } from './position';
import { sharedRoutePreferences, type RouteSort } from './preferences';
import { RouteMapPanel } from './RouteMapPanel';
import { RouteTools } from './RouteTools';
import { SearchField, useSearch } from './SearchField';
import { useRouteOrder } from './useRouteOrder';
import { useRouteView, ViewSwitch } from './ViewSwitch';
import './route.css';

/** How long "Undo" stays after "Optimise route". */
export const OPTIMISE_UNDO_MS = 8_000;

/** One search index for the page: entries are kept per order object, so a keystroke reads them. */
const searchIndex = createSearchIndex<ReceiptWithSync>();

/** The lists' rows as the route feature arranges them (the orders feature's slot). */
export function RouteOrdersList(props: OrdersListSlotProps) {
  return props.kind === 'open' ? <OpenRoute {...props} /> : <SearchedList {...props} />;
}

function useFiltered(kind: 'open' | 'delivered', orders: readonly ReceiptWithSync[]) {
  const [query] = useSearch(kind);
  // One search per list, laid out at its first query: a keystroke then scans one text
  // (searchList.ts) instead of looking up and testing each of 5,000 orders.
  const search = useMemo(() => createListSearch(orders, searchIndex), [orders]);
  const shown = useMemo(() => search(query), [search, query]);
  return { query, shown };
}

function NoMatch({ kind }: { kind: 'open' | 'delivered' }) {
  const { t } = useTranslation();
  const [query, setQuery] = useSearch(kind);
  return (
    <StateMessage
      title={t('route.noMatch', { query: query.trim() })}
      action={
        <button type="button" className="button button--secondary" onClick={() => setQuery('')}>
          {t('route.clearSearch')}
        </button>
      }
    >
      <p>{t('route.noMatchHelp')}</p>
    </StateMessage>
  );
}

function Found({ count, query }: { count: number; query: string }) {
  const { t } = useTranslation();
  return (
    <p className="route-found muted" role="status">
      {query.trim() === '' ? '' : t('route.found', { count })}
    </p>
  );
}

/** /delivered: search only. */
function SearchedList({ kind, orders, notDelivered, renderOrders }: OrdersListSlotProps) {
  const { query, shown } = useFiltered(kind, orders);
  return (
    <>
      <SearchField kind={kind} />
      <Found count={shown.length} query={query} />
      {shown.length === 0 && notDelivered.length === 0 && <NoMatch kind={kind} />}
      {renderOrders(shown, notDelivered)}
    </>
  );
}

function useSort(): RouteSort {
  const { sort } = sharedRoutePreferences();
  return useSyncExternalStore(sort.subscribe, sort.get, sort.get);
}

type Optimised = { previous: string[]; from: 'you' | 'store' | 'none' };

/** /order: search, the next stop, the route order and its tools. */
function OpenRoute({ kind, orders, notDelivered, renderOrders }: OrdersListSlotProps) {
  const { t } = useTranslation();
  const { origin } = useOrdersFeed();
  const sort = useSort();
  const view = useRouteView();
  const route = useRouteOrder(orders);
  const [editing, setEditing] = useState(false);
  const [optimising, setOptimising] = useState(false);
  const [optimised, setOptimised] = useState<Optimised | null>(null);
  const ordered = sort === 'route' ? route.stops : orders;
  const { query, shown } = useFiltered(kind, ordered);
  const searching = query.trim() !== '';
  const searchedNotDelivered = useFiltered(kind, notDelivered).shown;
  const mounted = useRef(true);
  useEffect(() => keepPositionFresh(), []);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (optimised === null) return;
    return after(OPTIMISE_UNDO_MS, () => setOptimised(null));
  }, [optimised]);

  async function optimise() {
    setOptimising(true);
    const fix = await requestPosition();
    if (!mounted.current) return;
    const store = originPoint(origin);
    const start = fix?.at ?? store;
    const previous = route.stops.map((stop) => stop.id);
    const order = await optimiseOffThread(
      start,
      route.stops.map((stop) => ({ id: stop.id, location: stop.address.location })),
    );
    if (!mounted.current) return;
    route.setOrder(order);
    setOptimising(false);
    setOptimised({ previous, from: fix !== null ? 'you' : store !== null ? 'store' : 'none' });
  }

  const optimisedLine = optimised !== null && (
    <div className="notice notice--info route-undo" role="status">
      <span>
        {optimised.from === 'you'
          ? t('route.optimised')
          : optimised.from === 'store'
            ? t('route.optimisedFromStore')
            : t('route.optimisedNoStart')}
      </span>
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          route.setOrder(optimised.previous);
          setOptimised(null);
        }}
      >
        {t('route.undo')}
      </button>
    </div>
  );

  if (editing) {
    return <EditStops stops={route.stops} onMove={route.move} onDone={() => setEditing(false)} />;
  }

  const next = route.stops[0];
  const viewSwitch = orders.length > 0 && <ViewSwitch kind={kind} />;
  const tools = route.stops.length > 0 && (
    <RouteTools
      stops={route.stops}
      sort={sort}
      optimising={optimising}
      onOptimise={() => void optimise()}
      onEdit={() => setEditing(true)}
    />
  );

  if (view === 'map') {
    return (
      <>
        <div className="route-search-row">{viewSwitch}</div>
        {tools}
        {optimisedLine}
        <RouteMapPanel stops={route.stops} />
      </>
    );
  }

  return (
    <>
      {/* "List" / "Map" beside the search: the list's title keeps its own line (docs/route.md). */}
      <div className="route-search-row">
        <SearchField kind={kind} />
        {viewSwitch}
      </div>
      <Found count={shown.length + searchedNotDelivered.length} query={query} />
      {!searching && next !== undefined && (
        // A next stop whose data cannot be drawn must not take the list with it.
        <ErrorBoundary
          fallback={<p className="card">{t('orders.cantShowRow')}</p>}
          resetKey={`${next.id}|${next.updateTimestamp}|${next.status}`}
        >
          <NextStopCard stop={next} />
        </ErrorBoundary>
      )}
      {!searching && tools}
      {optimisedLine}
      {shown.length === 0 && searchedNotDelivered.length === 0 && <NoMatch kind={kind} />}
      {renderOrders(shown, searchedNotDelivered)}
    </>
  );
}
