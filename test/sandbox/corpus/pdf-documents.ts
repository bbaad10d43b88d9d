/** Sandbox PDFs: a three-page report with metadata (served at a `.pdf` URL and at a suffix-less URL) and a scan. */
import { writePdf, type PdfSpec } from '../pdf-writer';

export interface SandboxPdf {
  name: 'report' | 'report-xmp' | 'scan';
  host: string;
  /** Every path the sandbox serves this PDF at, with `Content-Type: application/pdf`. */
  paths: string[];
  spec: PdfSpec;
  /** Sentences a reader must find, with the page (1-based) each is printed on. */
  facts: { page: number; sentence: string }[];
}

const REPORT_PAGES: string[][] = [
  [
    'Urban Air Quality Report 2024',
    'This report summarises air quality measurements taken across the metropolitan region during the calendar year 2023.',
    'The regional monitoring network operated 214 stations in 2023, up from 187 stations in 2021.',
    'Average concentrations of fine particulate matter fell by 18 percent between 2019 and 2023 across the region.',
  ],
  [
    'Findings by district',
    'The Northgate district recorded the highest annual nitrogen dioxide level, at 41 micrograms per cubic metre.',
    'Traffic accounted for 62 percent of nitrogen dioxide emissions in the city centre, according to the Regional Environment Agency.',
    'Residents reported fewer smog warnings than in any year since monitoring began in 1998.',
  ],
  [
    'Outlook',
    'The low emission zone introduced in March 2022 reduced roadside nitrogen dioxide by 24 percent within its boundary.',
    'The agency estimates that cleaner air prevented 310 hospital admissions for asthma in 2023.',
    'Further measurements will be published in the spring.',
  ],
];

const REPORT_SPEC: PdfSpec = {
  info: {
    Title: 'Urban Air Quality Report 2024',
    Author: 'Helena Marsh',
    Subject: 'Air quality in the metropolitan region',
    CreationDate: "D:20240312093000+01'00'",
  },
  pages: REPORT_PAGES.map((paragraphs) => ({ paragraphs })),
};

export const SANDBOX_PDFS: SandboxPdf[] = [
  {
    name: 'report',
    host: 'www.air-institute.org',
    paths: ['/reports/air-quality-2024.pdf', '/reports/download'],
    spec: REPORT_SPEC,
    facts: REPORT_PAGES.flatMap((paragraphs, i) =>
      paragraphs.slice(1).map((sentence) => ({ page: i + 1, sentence })),
    ),
  },
  {
    // Metadata only in XMP (no Info dict): title, author and date still come through.
    name: 'report-xmp',
    host: 'www.air-institute.org',
    paths: ['/reports/air-quality-2024-xmp.pdf'],
    spec: {
      xmp: {
        title: 'Urban Air Quality Report 2024 (XMP)',
        creator: 'Helena Marsh',
        createDate: '2024-03-12T09:30:00+01:00',
      },
      pages: REPORT_SPEC.pages,
    },
    facts: [],
  },
  {
    name: 'scan',
    host: 'www.air-institute.org',
    paths: ['/reports/scanned-letter.pdf'],
    spec: {
      info: { Title: 'Scanned letter', CreationDate: 'D:20230102' },
      pages: [{ image: true }, { image: true }],
    },
    facts: [],
  },
];

const bytesCache = new Map<string, Uint8Array>();

/** The PDF's bytes (written once per process). */
export function pdfBytes(pdf: SandboxPdf): Uint8Array {
  let bytes = bytesCache.get(pdf.name);
  if (!bytes) {
    bytes = writePdf(pdf.spec);
    bytesCache.set(pdf.name, bytes);
  }
  return bytes;
}

export function sandboxPdf(name: SandboxPdf['name']): SandboxPdf {
  const pdf = SANDBOX_PDFS.find((p) => p.name === name);
  if (!pdf) throw new Error(`No sandbox PDF named ${name}`);
  return pdf;
}

/** The PDF served at `host` + `path` (its own host, or the sandbox's own 127.0.0.1 origin), if any. */
export function pdfAt(host: string, path: string): SandboxPdf | undefined {
  const h = host.toLowerCase();
  return SANDBOX_PDFS.find(
    (p) => (p.host === h || h === '127.0.0.1' || h === 'localhost') && p.paths.includes(path),
  );
}
