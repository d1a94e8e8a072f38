/** The footer's version label ("v0.0.3"): package.json's version, injected at build time. */
export const APP_VERSION_LABEL = `v${__APP_VERSION__}`;
