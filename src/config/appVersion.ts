/** The footer's version label ("v0.0.3"): package.json's version, injected at build time. */
export const APP_VERSION_LABEL = `v${__APP_VERSION__}`;

/** package.json's version, e.g. "0.0.3" ("About this app"). */
export const APP_VERSION = __APP_VERSION__;

/** The build's date, ISO 8601 ("About this app"). */
export const BUILD_DATE = __BUILD_DATE__;
