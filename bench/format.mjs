// How the table writes its figures: the words and units that baseline.mjs's figureNumber reads
// back, so keep the two in step.

export const kb = (bytes) => (typeof bytes === 'number' ? `${(bytes / 1024).toFixed(1)} KB` : '—');
export const ms = (value) => (typeof value === 'number' ? `${Math.round(value)} ms` : '—');
/** One decimal: the drawing's figures are a few ms. */
export const ms1 = (value) => (typeof value === 'number' ? `${value.toFixed(1)} ms` : '—');
export const score = (value) => (typeof value === 'number' ? value.toFixed(2) : '—');
export const verdict = (ok) => (ok === null ? '' : ok ? 'met' : 'MISSED');
