// Same height as the map frame, so the detail page does not jump when the map arrives.
export function MapPlaceholder() {
  return (
    <div className="delivery-map__frame delivery-map__placeholder" role="status">
      Loading map…
    </div>
  );
}
