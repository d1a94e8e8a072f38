// "About this app" and "Copy diagnostics" (docs/diagnostics.md): the side menu's item.
export { AboutAppMenuItem } from './AboutAppMenuItem';
