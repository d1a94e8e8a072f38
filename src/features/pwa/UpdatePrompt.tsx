import { useTranslation } from '@/ui/i18n';
import { useStore } from '@/ui/useStore';
import type { AppUpdates } from './appUpdates';
import './UpdatePrompt.css';

/**
 * "Update available — Reload". Shown while a new version waits; the dispatcher chooses when:
 * nothing reloads by itself, so a status change in progress is never interrupted.
 */
export function UpdatePrompt({ updates }: { updates: AppUpdates }) {
  const status = useStore(updates);
  const { t } = useTranslation();
  const reloading = status === 'reloading';
  // The live region stays mounted (and empty) so that screen readers announce the prompt.
  return (
    <div role="status" aria-label={t('pwa.appUpdate')}>
      {status === 'current' ? null : (
        <div className="pwa-update">
          <p className="pwa-update__text">{t('pwa.updateAvailable')}</p>
          <button
            type="button"
            className="pwa-update__button"
            onClick={() => updates.applyUpdate()}
            disabled={reloading}
          >
            {reloading ? t('pwa.reloading') : t('pwa.reload')}
          </button>
        </div>
      )}
    </div>
  );
}
