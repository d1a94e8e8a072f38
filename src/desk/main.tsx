import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configResult } from '@/config/env';
import '@/ui/theme/tokens.css';
import '@/ui/theme/base.css';
import '@/ui/theme/controls.css';
import '@/ui/theme/layout.css';
import { DeskApp } from './DeskApp';
import { deskRootElement, FIRST_FRAME_ELEMENT_ID } from './firstFrame/takeOver';
import './desk.css';
import { showDeskDeviceLanguage } from './i18n/texts';
import { loadDeskServices } from './loadDeskServices';
import { preloadBoard } from './shell/DeskSection';

// The desk's entry (docs/desk.md): its own page (desk.html, served for /desk), its own build
// (vite.desk.config.ts). Nothing is prerendered, so the language is loaded first and the first
// render is already in it (the page shows "Starting the desk…" meanwhile).

// #root, out of the page while the board kept in the first frame shows (firstFrame/takeOver.ts).
const root = deskRootElement();
// A board kept in the first frame: a manager signed in here today, whose board comes next.
if (document.getElementById(FIRST_FRAME_ELEMENT_ID) !== null) void preloadBoard();
if (root) {
  void showDeskDeviceLanguage().then(() =>
    createRoot(root).render(
      <StrictMode>
        <DeskApp configResult={configResult} load={loadDeskServices} />
      </StrictMode>,
    ),
  );
}
