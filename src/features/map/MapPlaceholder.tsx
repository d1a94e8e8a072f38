import { useTranslation } from '@/ui/i18n';

// Same height as the map frame, so the detail page does not jump when the map arrives.
export function MapPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="delivery-map__frame delivery-map__placeholder" role="status">
      {t('map.loading')}
    </div>
  );
}
