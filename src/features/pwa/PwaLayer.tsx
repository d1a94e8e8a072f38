import type { AppUpdates } from './appUpdates';
import { OfflineBanner } from './OfflineBanner';
import { UpdatePrompt } from './UpdatePrompt';
import './PwaLayer.css';

/**
 * The PWA messages that float above every screen: the offline banner and the update prompt.
 * Mounted beside the app (not inside a page), at the bottom, clear of the menu toggle and of
 * the side menu's footer.
 */
export function PwaLayer({ updates }: { updates: AppUpdates }) {
  return (
    <div className="pwa-layer">
      <OfflineBanner />
      <UpdatePrompt updates={updates} />
    </div>
  );
}
