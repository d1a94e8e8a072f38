import { useEffect, useState } from 'react';
import { useDeskTexts, type DeskKey } from '@/desk/i18n/texts';
import { fieldErrorText } from '@/desk/orders/orderForm';
import type { ImportColumn } from '@/domain/intake/importRows';
import { toMajor } from '@/domain/money';
import { afterNextPaint } from '@/platform';
import { formatMoney, formatNumber, formatTime } from '@/ui/format';
import { formattingLocale } from '@/ui/i18n';
import { itemsText, type GoodRow } from './importPlan';
import type { ImportPreview } from './previewImport';

// The import's preview (docs/intake.md#import): what the file lacks, its bad rows by line and
// field, its repeated rows, and a table of the orders it will become. A file of 1,000 rows shows
// its first PREVIEW_ROWS orders (and every bad row), with the counts.

export const PREVIEW_ROWS = 100;

/**
 * Rows added to the table per frame. Laying out 100 rows in the frame the preview arrives was
 * the preview's one long task (about 60 ms of layout at 4× CPU, bench section 12); 25 at a time
 * keeps each frame short, and the table is whole a few frames later.
 */
const ROWS_PER_FRAME = 25;

/** How many of the first `total` of `rows` to draw now: a slice more after each frame. */
function useRowsDrawn(rows: readonly unknown[], total: number): number {
  const [drawn, setDrawn] = useState({ of: rows, count: ROWS_PER_FRAME });
  const count = drawn.of === rows ? drawn.count : ROWS_PER_FRAME;
  if (drawn.of !== rows) setDrawn({ of: rows, count });
  useEffect(() => {
    if (count >= total) return;
    return afterNextPaint(() => setDrawn({ of: rows, count: count + ROWS_PER_FRAME }));
  }, [rows, count, total]);
  return Math.min(count, total);
}

/** A count in the language's digits ("1,000", "1 000"). */
export function countText(count: number): string {
  return formatNumber(count, {}, formattingLocale()) ?? String(count);
}

const COLUMN_NAMES: Partial<Record<ImportColumn, DeskKey>> = {
  customerName: 'fields.customerName',
  address: 'fields.address',
  payment: 'fields.payment',
};

export function ImportPreviewView({
  preview,
  good,
}: {
  preview: ImportPreview;
  good: readonly GoodRow[];
}) {
  const { t } = useDeskTexts();
  const bad = preview.rows.filter((row) => !row.ok);
  const shown = good.slice(0, PREVIEW_ROWS);
  const drawn = useRowsDrawn(good, shown.length);
  return (
    <section className="desk-import__preview" aria-labelledby="desk-import-preview">
      <h2 id="desk-import-preview">{t('import.previewHeading')}</h2>
      {preview.missingColumns.length > 0 && (
        <p className="notice notice--error" role="alert">
          {t('import.missingColumns', {
            columns: preview.missingColumns
              .map((column) => {
                const name = COLUMN_NAMES[column];
                return name === undefined ? column : t(name);
              })
              .join(', '),
          })}
        </p>
      )}
      {preview.rows.length === 0 && <p>{t('import.empty')}</p>}
      <ul className="desk-import__counts">
        <li>{t('import.ready', { count: good.length, n: countText(good.length) })}</li>
        <li>{t('import.bad', { count: bad.length, n: countText(bad.length) })}</li>
        {preview.repeatedLines.length > 0 && (
          <li>
            {t('import.repeated', {
              count: preview.repeatedLines.length,
              lines: preview.repeatedLines.join(', '),
            })}
          </li>
        )}
      </ul>
      {bad.length > 0 && (
        <>
          <h3>{t('import.badHeading')}</h3>
          <ul className="desk-import__problems">
            {bad.flatMap((row) =>
              row.ok
                ? []
                : row.errors.map((error) => (
                    <li key={`${row.line}:${error.field}:${error.problem}`}>
                      {t('import.rowRefused', { line: row.line, problem: fieldErrorText(error) })}
                    </li>
                  )),
            )}
          </ul>
        </>
      )}
      {shown.length > 0 && (
        <div className="desk-import__table-wrap">
          <table className="desk-import__table">
            <caption>
              {good.length > shown.length
                ? t('import.showingFirst', {
                    shown: countText(shown.length),
                    total: countText(good.length),
                  })
                : t('import.tableCaption')}
            </caption>
            <colgroup>
              <col className="desk-import__col-short" />
              <col className="desk-import__col-mid" />
              <col />
              <col />
              <col />
              <col className="desk-import__col-mid" />
              <col className="desk-import__col-mid" />
              <col className="desk-import__col-short" />
            </colgroup>
            <thead>
              <tr>
                <th scope="col">{t('import.col.line')}</th>
                <th scope="col">{t('import.col.reference')}</th>
                <th scope="col">{t('import.col.customer')}</th>
                <th scope="col">{t('import.col.address')}</th>
                <th scope="col">{t('import.col.items')}</th>
                <th scope="col">{t('import.col.total')}</th>
                <th scope="col">{t('import.col.payment')}</th>
                <th scope="col">{t('import.col.due')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.slice(0, drawn).map((row) => (
                <PreviewRow key={row.line} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function PreviewRow({ row }: { row: GoodRow }) {
  const { t } = useDeskTexts();
  const { draft } = row;
  return (
    <tr>
      <td>{row.line}</td>
      <td>{draft.reference ?? t('import.none')}</td>
      <td>{draft.customerName}</td>
      <td>{draft.address}</td>
      <td>{itemsText(draft)}</td>
      <td>{formatMoney(toMajor(draft.totalMinor, draft.currency), draft.currency)}</td>
      <td>{t(`newOrder.${draft.payment}`)}</td>
      <td>{formatTime(draft.dueAt) ?? t('import.none')}</td>
    </tr>
  );
}
