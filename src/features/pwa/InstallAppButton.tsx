import { isNativeBuild } from '@/config/env';
import { useTranslation } from '@/ui/i18n';
import { useStore } from '@/ui/useStore';
import { sharedInstallPrompt, type InstallPrompt } from './installPrompt';
import './InstallAppButton.css';

interface InstallAppButtonProps {
  /** The install offer store; the app's shared one unless a test passes its own. */
  prompt?: InstallPrompt;
  className?: string;
}

/**
 * "Install app", only where the browser offers installation. Hidden when already running as
 * the installed app and in browsers without an install offer (iOS: Share → Add to Home Screen).
 */
export function InstallAppButton({
  prompt = sharedInstallPrompt(),
  className,
}: InstallAppButtonProps) {
  const state = useStore(prompt);
  const { t } = useTranslation();
  // The native wrapper is the installed app already.
  if (isNativeBuild || state !== 'available') return null;
  return (
    <button
      type="button"
      className={className ? `pwa-install ${className}` : 'pwa-install'}
      onClick={() => {
        void prompt.install();
      }}
    >
      <svg className="pwa-install__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3v11m0 0-4-4m4 4 4-4M5 17v3h14v-3" />
      </svg>
      {t('pwa.installApp')}
    </button>
  );
}
