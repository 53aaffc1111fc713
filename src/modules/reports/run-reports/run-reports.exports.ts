import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type PDFDocument from 'pdfkit';
import { cellText, presentHeaders, wireRows } from './run-reports.presenter.ts';
import type { ReportColumns, ReportRow } from './run-reports.repository.ts';

/**
 * Report files written as the rows arrive (batch by batch from the cursor): CSV, Excel (XLSX) and PDF.
 * Each writer gets the columns once, then the batches, then `finish` (which resolves once the file is
 * completely written to its stream).
 */
export interface ReportFileWriter {
  columns(columns: ReportColumns): Promise<void>;
  rows(rows: readonly ReportRow[]): Promise<void>;
  finish(): Promise<void>;
}

export type ReportFileFormat = 'csv' | 'xlsx' | 'pdf';

export const CONTENT_TYPES: Readonly<Record<ReportFileFormat, string>> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/**
 * Waits for `event` on the stream; fails when the stream closes or fails first (a client that went away),
 * so that the run stops, its transaction ends and its connection goes back to the pool.
 */
function settled(out: Writable, event: 'drain' | 'finish'): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanUp = (): void => {
      out.off(event, done);
      out.off('close', closed);
      out.off('error', closed);
    };
    const done = (): void => {
      cleanUp();
      resolve();
    };
    const closed = (): void => {
      cleanUp();
      reject(new Error('the report output was closed before the report was written'));
    };
    out.on(event, done);
    out.on('close', closed);
    out.on('error', closed);
  });
}

/** Fails at once when the output is gone (nothing would ever drain it). */
function requireOpen(out: Writable): void {
  if (out.destroyed) {
    throw new Error('the report output was closed before the report was written');
  }
}

/** Writes to a stream, waiting when it asks to (back-pressure): the next batch is fetched only once the reader caught up. */
async function write(out: Writable, text: string): Promise<void> {
  requireOpen(out);
  if (!out.write(text)) {
    await settled(out, 'drain');
  }
}

/** For writers that produce into the stream themselves (Excel, PDF): waits until the reader caught up. */
async function caughtUp(out: Writable): Promise<void> {
  requireOpen(out);
  if (out.writableNeedDrain) {
    await settled(out, 'drain');
  }
}

/** Ends the stream and waits until everything written has been taken. */
async function end(out: Writable): Promise<void> {
  requireOpen(out);
  const finished = settled(out, 'finish');
  out.end();
  await finished;
}

/** A CSV field as Excel's CSV format writes it: quoted when it holds a comma, quote or line break. */
function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvLine(values: readonly string[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

function csvWriter(out: Writable): ReportFileWriter {
  let names: readonly string[] = [];
  return {
    async columns(columns) {
      names = columns.names;
      await write(out, csvLine(names));
    },
    async rows(rows) {
      await write(out, rows.map((row) => csvLine(names.map((name) => cellText(row[name])))).join(''));
    },
    async finish() {
      await end(out);
    },
  };
}

/** Cell values for Excel: numbers stay numbers (so that sheets can sum them), the rest text. */
function xlsxCell(value: unknown, pgType: string): unknown {
  if (value === null || value === undefined) {
    return null;
  }
  if (/^(smallint|integer|bigint|numeric|real|double precision)$/.test(pgType)) {
    return Number(value);
  }
  return cellText(value);
}

function xlsxWriter(excel: typeof ExcelJS, out: Writable, title: string): ReportFileWriter {
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Report');
  let columns: ReportColumns = { names: [], types: [] };
  return {
    async columns(given) {
      columns = given;
      sheet.addRow([...given.names]).commit();
      await Promise.resolve();
    },
    async rows(rows) {
      for (const row of rows) {
        sheet.addRow(columns.names.map((name, i) => xlsxCell(row[name], columns.types[i] ?? 'text'))).commit();
      }
      await caughtUp(out);
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

const PDF_MARGIN = 30;
const PDF_FONT_SIZE = 7;
const PDF_LINE = 11;

function pdfWriter(Pdf: typeof PDFDocument, out: Writable, title: string): ReportFileWriter {
  const doc = new Pdf({ size: 'A4', layout: 'landscape', margin: PDF_MARGIN, bufferPages: false });
  doc.pipe(out);
  const finished = settled(out, 'finish');
  // Observed here so that a client gone before the end is no unhandled rejection; `finish` still awaits it.
  finished.catch(() => undefined);
  let names: readonly string[] = [];
  let width = 0;
  let y = PDF_MARGIN;
  const line = (cells: readonly string[], bold: boolean): void => {
    if (y + PDF_LINE > doc.page.height - PDF_MARGIN) {
      doc.addPage();
      y = PDF_MARGIN;
    }
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(PDF_FONT_SIZE);
    cells.forEach((cell, i) => {
      doc.text(cell, PDF_MARGIN + i * width, y, { width: width - 2, height: PDF_LINE, lineBreak: false, ellipsis: true });
    });
    y += PDF_LINE;
  };
  return {
    async columns(columns) {
      names = columns.names;
      width = (doc.page.width - 2 * PDF_MARGIN) / Math.max(names.length, 1);
      doc.font('Helvetica-Bold').fontSize(11).text(title, PDF_MARGIN, y, { lineBreak: false });
      y += 20;
      line(names, true);
      await Promise.resolve();
    },
    async rows(rows) {
      for (const row of rows) {
        line(names.map((name) => cellText(row[name])), false);
      }
      await caughtUp(out);
    },
    async finish() {
      doc.end();
      await finished;
    },
  };
}

/** The two JSON shapes of the runner: `generic` (column headers and `data: [{row}]`) or `objects` (one object per row). */
type ReportJsonShape = 'generic' | 'objects';

/** One row as an object by column name, null members omitted (the wire format's rule). */
function rowObject(names: readonly string[], row: readonly unknown[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  names.forEach((name, i) => {
    const value = row[i];
    if (value !== null && value !== undefined) {
      object[name] = value;
    }
  });
  return object;
}

/**
 * The runner's JSON answer written as the rows arrive: the same text the wire format gives for the whole
 * result (`{"columnHeaders": [...], "data": [{"row": [...]}, ...]}`, or `[{...}, ...]`), batch by batch.
 */
export function reportJsonWriter(out: Writable, shape: ReportJsonShape): ReportFileWriter {
  let columns: ReportColumns = { names: [], types: [] };
  let first = true;
  return {
    async columns(given) {
      columns = given;
      await write(out, shape === 'generic' ? `{"columnHeaders":${JSON.stringify(presentHeaders(given))},"data":[` : '[');
    },
    async rows(rows) {
      const items = wireRows(columns, rows).map((row) => JSON.stringify(shape === 'generic' ? { row } : rowObject(columns.names, row)));
      await write(out, `${first ? '' : ','}${items.join(',')}`);
      first = false;
    },
    async finish() {
      await write(out, shape === 'generic' ? ']}' : ']');
      await end(out);
    },
  };
}

/**
 * A writer of the given format onto `out`; `title` names the sheet and heads the PDF. The Excel and PDF
 * libraries (several hundred modules) are loaded by the first file that needs them, not at every start.
 */
export async function reportFileWriter(format: ReportFileFormat, out: Writable, title: string): Promise<ReportFileWriter> {
  switch (format) {
    case 'csv':
      return csvWriter(out);
    case 'xlsx':
      return xlsxWriter((await import('exceljs')).default, out, title);
    case 'pdf':
      return pdfWriter((await import('pdfkit')).default, out, title);
  }
}
