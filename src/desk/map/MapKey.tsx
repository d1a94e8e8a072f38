import { useDeskTexts } from '@/desk/i18n/texts';

// The key under the desk's drawing: what a ringed dot, a faded one, a number and a diamond mean.

export function MapKey() {
  const { t } = useDeskTexts();
  return (
    <p className="map-drawing__key desk-map__key">
      <span>
        <span className="desk-map__key-mark desk-map__key-driver" aria-hidden="true" />{' '}
        {t('map.keyDriver')}
      </span>
      <span>
        <span
          className="desk-map__key-mark desk-map__key-driver desk-map__driver--stale"
          aria-hidden="true"
        />{' '}
        {t('map.keyStale')}
      </span>
      <span>
        <span className="desk-map__key-mark desk-map__key-stop" aria-hidden="true" />{' '}
        {t('map.keyStop')}
      </span>
      <span>
        <span className="desk-map__key-mark desk-map__stop--unassigned" aria-hidden="true" />{' '}
        {t('map.keyUnassigned')}
      </span>
    </p>
  );
}
