import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { cellText } from './run-reports.presenter.ts';
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

/** Writes to a stream, waiting when it asks to (back-pressure). */
async function write(out: Writable, text: string): Promise<void> {
  if (!out.write(text)) {
    await once(out, 'drain');
  }
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
      out.end();
      await once(out, 'finish');
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

function xlsxWriter(out: Writable, title: string): ReportFileWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
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
      await Promise.resolve();
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

function pdfWriter(out: Writable, title: string): ReportFileWriter {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: PDF_MARGIN, bufferPages: false });
  doc.pipe(out);
  const finished = once(out, 'finish');
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
      await Promise.resolve();
    },
    async finish() {
      doc.end();
      await finished;
    },
  };
}

/** A writer of the given format onto `out`; `title` names the sheet and heads the PDF. */
export function reportFileWriter(format: ReportFileFormat, out: Writable, title: string): ReportFileWriter {
  switch (format) {
    case 'csv':
      return csvWriter(out);
    case 'xlsx':
      return xlsxWriter(out, title);
    case 'pdf':
      return pdfWriter(out, title);
  }
}
