// The PWA feature: what the dispatcher sees of installation, updates and connectivity.
export { PwaLayer } from './PwaLayer';
export { InstallAppButton } from './InstallAppButton';
export { UpdatePrompt } from './UpdatePrompt';
export { OfflineBanner } from './OfflineBanner';
export { noAppUpdates, type AppUpdates, type AppUpdateStatus } from './appUpdates';
export {
  sharedInstallPrompt,
  createInstallPrompt,
  type InstallPrompt,
  type InstallState,
  type BeforeInstallPromptEvent,
} from './installPrompt';
