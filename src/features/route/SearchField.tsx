import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from '@/ui/i18n';
import { searchStore, type ListKind } from './search';

/** The search text of a list, kept while the page lives. */
export function useSearch(kind: ListKind): [string, (query: string) => void] {
  const store = searchStore(kind);
  const query = useSyncExternalStore(store.subscribe, store.get, store.firstRender);
  return [query, store.set];
}

/** "Search orders": number, name, phone or street; results update as the driver types. */
export function SearchField({ kind }: { kind: ListKind }) {
  const { t } = useTranslation();
  const [query, setQuery] = useSearch(kind);
  const id = useId();
  return (
    <div className="route-search" role="search">
      {/* Named by its label, shown inside the field: one line less above the Next stop card. */}
      <label className="visually-hidden" htmlFor={id}>
        {t('route.search')}
      </label>
      <div className="route-search__row">
        <input
          id={id}
          className="field__input route-search__input"
          type="search"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('route.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {query !== '' && (
          <button type="button" className="button button--secondary" onClick={() => setQuery('')}>
            {t('route.clearSearch')}
          </button>
        )}
      </div>
    </div>
  );
}
