/** `npm run check` on PDFs: a local file, an address serving `application/pdf` (with and without `.pdf`), a scan. */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { nodePdfJs } from '../../lib/composition/node-pdfjs';
import { pdfBytes, sandboxPdf } from '../sandbox/corpus/pdf-documents';
import { useSandbox } from './harness';

const run = promisify(execFile);
const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');

async function check(...args: string[]) {
  try {
    const { stdout, stderr } = await run(tsx, ['scripts/check.ts', ...args], {
      env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '', CARTOGRAPHER_SEARCH: 'none' },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

interface JsonReport {
  run: {
    article: {
      url: string;
      title: string;
      byline: string | null;
      publishedAt: string | null;
      text: string;
      pages?: { number: number; start: number; end: number }[];
    };
  };
  claims: { quote: string; start: number; end: number; page?: number }[];
}

/** The PDF's text per page as pdf.js itself gives it (items joined, whitespace collapsed): the quotes' ground truth. */
async function pdfTextByPage(bytes: Uint8Array): Promise<string[]> {
  const { pdfjs } = await nodePdfJs();
  const task = pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await task.destroy();
  return pages;
}

const sandbox = useSandbox({ reset: false });
const report = sandboxPdf('report');
let dir: string;
let file: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cartographer-cli-pdf-'));
  file = join(dir, 'air-quality.pdf');
  await writeFile(file, pdfBytes(report));
});

async function checkJson(target: string): Promise<JsonReport> {
  const out = join(dir, `${Math.random().toString(36).slice(2)}.json`);
  const result = await check(target, '--format', 'json', '--out', out);
  expect(result.stderr).toMatch(/Checking "Urban Air Quality Report 2024" \(PDF, 3 pages, \d+ words\)/);
  expect(result.code).toBe(0);
  return JSON.parse(await readFile(out, 'utf8')) as JsonReport;
}

async function expectPagedClaims(json: JsonReport): Promise<void> {
  const truth = await pdfTextByPage(pdfBytes(report));
  const { article } = json.run;
  expect(article.title).toBe('Urban Air Quality Report 2024');
  expect(article.byline).toBe('Helena Marsh');
  expect(article.publishedAt).toBe('2024-03-12T08:30:00.000Z');
  expect(article.pages?.map((p) => p.number)).toEqual([1, 2, 3]);
  expect(json.claims.length).toBeGreaterThanOrEqual(5);
  for (const claim of json.claims) {
    // Verbatim from the PDF, on the page the claim names.
    expect(article.text.slice(claim.start, claim.end)).toBe(claim.quote);
    expect(claim.page).toBeDefined();
    expect(truth[claim.page! - 1]).toContain(claim.quote);
  }
  // Every sentence the report prints on page 2 and 3 is found there, not on another page.
  const pageOf = new Map(json.claims.map((c) => [c.quote, c.page]));
  for (const fact of report.facts.filter((f) => pageOf.has(f.sentence)))
    expect(pageOf.get(fact.sentence)).toBe(fact.page);
  expect(new Set(json.claims.map((c) => c.page))).toEqual(new Set([1, 2, 3]));
}

describe('npm run check on a PDF', () => {
  it('checks a local PDF file: claims with verbatim quotes and their page', async () => {
    await expectPagedClaims(await checkJson(file));
  }, 90_000);

  it('checks a PDF served as application/pdf, at a .pdf address and at one without the suffix', async () => {
    const withSuffix = await checkJson(`${sandbox().origin}/reports/air-quality-2024.pdf`);
    await expectPagedClaims(withSuffix);
    const bare = await checkJson(`${sandbox().origin}/reports/download`);
    await expectPagedClaims(bare);
    expect(bare.run.article.url).toBe(`${sandbox().origin}/reports/download`);
    expect(bare.claims.map((c) => c.quote)).toEqual(withSuffix.claims.map((c) => c.quote));
  }, 120_000);

  it('says a scanned PDF has no text layer (exit 3), from a file and from a URL', async () => {
    const scan = join(dir, 'scan.pdf');
    await writeFile(scan, pdfBytes(sandboxPdf('scan')));
    for (const target of [scan, `${sandbox().origin}/reports/scanned-letter.pdf`]) {
      const result = await check(target, '--format', 'json');
      expect(result.code).toBe(3);
      expect(result.stderr).toContain('This PDF has no text layer (it is probably scanned)');
    }
  }, 90_000);

  it('refuses a damaged PDF with a message, not a crash', async () => {
    const broken = join(dir, 'broken.pdf');
    await writeFile(broken, Buffer.from('%PDF-1.7\nthis is not really a PDF\n%%EOF\n'));
    const result = await check(broken);
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/Cannot check this page: .*PDF/);
  }, 60_000);
});
