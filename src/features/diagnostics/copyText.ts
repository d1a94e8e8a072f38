// "Copy diagnostics": the Clipboard API where there is one (a secure context, and the browser
// allows it), else the old way through a selected, off-screen text area. Resolves true when
// the text is on the clipboard, false when neither way worked (the sheet then shows the text
// to select by hand).

export async function copyText(
  text: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard,
  doc: Document | undefined = globalThis.document,
): Promise<boolean> {
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, page not focused): try the old way.
    }
  }
  return copyWithSelection(text, doc);
}

function copyWithSelection(text: string, doc: Document | undefined): boolean {
  if (doc === undefined || typeof doc.execCommand !== 'function') return false;
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  const focused = doc.activeElement as HTMLElement | null;
  doc.body.append(area);
  area.select();
  try {
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus();
  }
}
