// react-dom/server, in a chunk of its own: needed only to keep the next start's first frame
// (keepFirstFrame.ts), loaded when the page is idle, never before the list shows. Only the
// renderer is here: the app it renders is built by the entry (firstFrameApp.tsx), so this chunk
// imports none of the app's modules and the bundler keeps the entry whole.
export { renderToString } from 'react-dom/server';
