import { startTransition, useId, useMemo, useState, type ChangeEvent } from 'react';
import { useDeskServices } from '@/desk/deskServices';
import { useDeskTexts } from '@/desk/i18n/texts';
import { startOfLocalDay } from '@/domain/day';
import { IMPORT_TEMPLATE } from '@/domain/intake/importRows';
import { errorMessage, randomUuid } from '@/platform';
import { useOnline } from '@/ui/useOnline';
import { importBatches, rowsToImport } from './importPlan';
import { ImportPreviewView, countText } from './ImportPreviewView';
import type { ImportPreview } from './previewImport';
import { previewOffThread } from './previewOffThread';
import { writeCsv } from './readCsv';
import { useImportOrders, type ImportRun } from './useImportOrders';
import './import.css';

// "Import orders" (docs/intake.md#import): a CSV file read and checked off the page's thread
// (previewOffThread), a preview of every row before anything is written, then "Import n orders"
// in batches with progress and a summary. Choosing a file again starts over.

/** The template as a link's address: a download that needs no network and no object URL. */
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(writeCsv(IMPORT_TEMPLATE))}`;

type Reading =
  | { kind: 'none' }
  | { kind: 'reading' }
  | { kind: 'failed'; reason: string }
  | { kind: 'read'; id: string; preview: ImportPreview };

export function ImportScreen() {
  const { t } = useDeskTexts();
  const { clock, currency } = useDeskServices();
  const online = useOnline();
  const inputId = useId();
  const [reading, setReading] = useState<Reading>({ kind: 'none' });

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file === undefined) return;
    setReading({ kind: 'reading' });
    try {
      const text = await file.text();
      const options = { currency, dayStart: startOfLocalDay(clock.now()) };
      const preview = await previewOffThread({ text, options });
      // A transition: React renders the preview's table in slices, yielding to the page between
      // them, so showing 100 rows is no long task (the bench's section 11 measures it).
      startTransition(() => setReading({ kind: 'read', id: randomUuid(), preview }));
    } catch (error) {
      setReading({ kind: 'failed', reason: errorMessage(error) });
    }
  }

  return (
    <main className="desk-main desk-import">
      <h1 className="desk-main__title">{t('import.heading')}</h1>
      {!online && <p className="desk-offline">{t('import.offlineBanner')}</p>}
      <p>{t('import.intro')}</p>
      <p>
        <a
          className="button button--secondary"
          href={TEMPLATE_HREF}
          download={t('import.templateFile')}
        >
          {t('import.template')}
        </a>
      </p>
      <div className="field desk-import__file">
        <label className="field__label" htmlFor={inputId}>
          {t('import.file')}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(event) => void choose(event)}
        />
      </div>
      {reading.kind === 'reading' && <p role="status">{t('import.reading')}</p>}
      {reading.kind === 'failed' && (
        <p className="notice notice--error" role="alert">
          {t('import.readFailed', { reason: reading.reason })}
        </p>
      )}
      {reading.kind === 'read' && <ReadFile key={reading.id} preview={reading.preview} />}
    </main>
  );
}

/** One file's preview and its import (a new file is a new one: its own batches and keys). */
function ReadFile({ preview }: { preview: ImportPreview }) {
  const { t } = useDeskTexts();
  const good = useMemo(() => rowsToImport(preview.rows), [preview]);
  const batches = useMemo(() => importBatches(good, randomUuid), [good]);
  const { run, start, total } = useImportOrders(batches);
  return (
    <>
      <ImportPreviewView preview={preview} good={good} />
      {run.kind === 'idle' && (
        <button
          type="button"
          className="button button--primary desk-import__go"
          disabled={total === 0}
          onClick={start}
        >
          {t('import.import', { count: total, n: countText(total) })}
        </button>
      )}
      <ImportProgress run={run} onRetry={start} />
    </>
  );
}

function ImportProgress({ run, onRetry }: { run: ImportRun; onRetry: () => void }) {
  const { t } = useDeskTexts();
  if (run.kind === 'idle') return null;
  const tally = run.tally;
  return (
    <section className="desk-import__run" aria-labelledby="desk-import-run">
      <h2 id="desk-import-run">{t('import.runHeading')}</h2>
      <p role="status">
        {run.kind === 'finished'
          ? t('import.finished')
          : t('import.progress', { done: countText(run.done), total: countText(run.total) })}
      </p>
      {run.kind === 'running' && (
        <progress value={run.done} max={run.total} aria-label={t('import.runHeading')} />
      )}
      {run.kind === 'stopped' && (
        <div className="notice notice--error" role="alert">
          <p>{run.reason}</p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('import.tryAgain')}
          </button>
        </div>
      )}
      <ul className="desk-import__tally">
        <li>{t('import.created', { n: countText(tally.created) })}</li>
        <li>{t('import.unchanged', { n: countText(tally.unchanged) })}</li>
        <li>{t('import.updated', { n: countText(tally.updated) })}</li>
        <li>{t('import.refused', { n: countText(tally.refused.length) })}</li>
      </ul>
      {tally.refused.length > 0 && (
        <ul className="desk-import__problems">
          {tally.refused.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
