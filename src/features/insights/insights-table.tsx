// One insights table with its CSV download (domain/csv: quoted, formula-safe).
import { useId, useState, type ReactNode } from 'react';
import { toCsv, type CsvCell } from '../../../contract/csv';
import { insightsText as t } from './insights-messages';

/** Rows shown until 'Show all' (the CSV always holds every row). */
const FIRST_ROWS = 10;

export interface Column<Row> {
  label: string;
  /** The cell as shown. */
  render: (row: Row) => ReactNode;
  /** The cell in the CSV (the raw figure). */
  csv: (row: Row) => CsvCell;
  numeric?: boolean;
  /** Left out on a phone (still in the CSV). */
  wideOnly?: boolean;
}

const cellClass = <Row,>(c: Column<Row>) =>
  [c.numeric ? 'insights-table__num' : '', c.wideOnly ? 'insights-table__wide-only' : ''].filter(Boolean).join(' ') || undefined;

export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

interface InsightsTableProps<Row> {
  title: string;
  hint?: string;
  fileName: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
}

export function InsightsTable<Row>({ title, hint, fileName, columns, rows, rowKey }: InsightsTableProps<Row>) {
  const headingId = useId();
  const tableId = useId();
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, FIRST_ROWS);
  const csv = () =>
    toCsv(
      columns.map((c) => c.label),
      rows.map((row) => columns.map((c) => c.csv(row))),
    );
  return (
    <section className="insights-card" aria-labelledby={headingId}>
      <div className="insights-card__head">
        <h2 id={headingId} className="insights-card__title">
          {title}
        </h2>
        <button
          type="button"
          className="button button--secondary insights-card__download"
          disabled={rows.length === 0}
          aria-label={t.download(title)}
          onClick={() => downloadCsv(fileName, csv())}
        >
          {t.downloadShort}
        </button>
      </div>
      {hint && <p className="insights-card__hint">{hint}</p>}
      {rows.length === 0 ? (
        <p className="insights-card__empty">{t.none}</p>
      ) : (
        <div className="insights-table__scroll">
          <table id={tableId} className="insights-table">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.label} scope="col" className={cellClass(c)}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((c) => (
                    <td key={c.label} className={cellClass(c)}>
                      {c.render(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length > FIRST_ROWS && (
            <button
              type="button"
              className="insights-table__more"
              aria-expanded={all}
              aria-controls={tableId}
              onClick={() => setAll((v) => !v)}
            >
              {all ? t.showFewer : t.showAll(rows.length)}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
