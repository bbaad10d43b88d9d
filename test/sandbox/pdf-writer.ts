/** A minimal PDF 1.7 writer for the sandbox: text pages (Helvetica, WinAnsi), image-only pages, Info dict and XMP. */

export interface PdfInfo {
  Title?: string;
  Author?: string;
  Subject?: string;
  /** PDF date string, e.g. `D:20240312093000+01'00'`. */
  CreationDate?: string;
  ModDate?: string;
}

/** A paragraph drawn so a reader cannot see it (what a planted instruction or an OCR layer looks like). */
export interface HiddenPdfParagraph {
  text: string;
  /** `3 Tr` (no paint), white fill, a fill alpha of 0 (ExtGState /ca 0), or a 0.2 pt font. */
  render: 'invisible' | 'white' | 'transparent' | 'tiny';
}

export type PdfPageSpec =
  /** Paragraphs of running text, wrapped to the page width, a blank line between paragraphs. */
  | { paragraphs: Array<string | HiddenPdfParagraph> }
  /** A page that only paints an image (what a scanner produces): no text layer at all. */
  | { image: true };

export interface PdfSpec {
  info?: PdfInfo;
  /** XMP metadata fields written as a /Metadata stream on the catalog. */
  xmp?: { title?: string; creator?: string; createDate?: string };
  pages: PdfPageSpec[];
}

const LINE_CHARS = 88;
const FONT_SIZE = 11;
const LEADING = 14;

/** Literal string escaping for `( … )` strings; text is written as Latin-1 (WinAnsi covers it). */
function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\xff]/g, '?')})`;
}

/** Greedy word wrap to `width` characters. */
export function wrapText(text: string, width = LINE_CHARS): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const HIDE: Record<HiddenPdfParagraph['render'], readonly [string, string]> = {
  invisible: ['3 Tr', '0 Tr'],
  white: ['1 1 1 rg', '0 0 0 rg'],
  transparent: ['/GS0 gs', '/GS1 gs'],
  tiny: ['/F1 0.2 Tf', `/F1 ${FONT_SIZE} Tf`],
};

function textPageContent(paragraphs: Array<string | HiddenPdfParagraph>): string {
  const out = [`BT /F1 ${FONT_SIZE} Tf ${LEADING} TL 72 760 Td`];
  paragraphs.forEach((paragraph, i) => {
    if (i > 0) out.push('T*');
    const [on, off] = typeof paragraph === 'string' ? ['', ''] : HIDE[paragraph.render];
    if (on) out.push(on);
    for (const line of wrapText(typeof paragraph === 'string' ? paragraph : paragraph.text))
      out.push(`${pdfString(line)} Tj T*`);
    if (off) out.push(off);
  });
  out.push('ET');
  return out.join('\n');
}

function xmpPacket(xmp: NonNullable<PdfSpec['xmp']>): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return [
    '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/">',
    xmp.title
      ? `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${esc(xmp.title)}</rdf:li></rdf:Alt></dc:title>`
      : '',
    xmp.creator ? `<dc:creator><rdf:Seq><rdf:li>${esc(xmp.creator)}</rdf:li></rdf:Seq></dc:creator>` : '',
    xmp.createDate ? `<xmp:CreateDate>${esc(xmp.createDate)}</xmp:CreateDate>` : '',
    '</rdf:Description></rdf:RDF></x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}

/** Serialises `spec` as a valid PDF (correct xref offsets), returned as bytes. */
export function writePdf(spec: PdfSpec): Uint8Array {
  const objects: string[] = [];
  const add = (body: string): number => objects.push(body);
  const stream = (dict: string, data: string) =>
    `<< ${dict} /Length ${data.length} >>\nstream\n${data}\nendstream`;

  const catalog = add('');
  const pagesObj = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const page of spec.pages) {
    let resources: string;
    let content: string;
    if ('image' in page) {
      // A 4×4 grey "scan": painted, but without a single glyph.
      const image = add(
        stream(
          '/Type /XObject /Subtype /Image /Width 4 /Height 4 /ColorSpace /DeviceGray /BitsPerComponent 8',
          String.fromCharCode(...Array.from({ length: 16 }, (_, i) => (i * 37) % 256)),
        ),
      );
      resources = `<< /XObject << /Im1 ${image} 0 R >> >>`;
      content = 'q 468 0 0 600 72 120 cm /Im1 Do Q';
    } else {
      resources = `<< /Font << /F1 ${font} 0 R >> /ExtGState << /GS0 << /ca 0 >> /GS1 << /ca 1 >> >> >>`;
      content = textPageContent(page.paragraphs);
    }
    const contents = add(stream('', content));
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 612 792] /Resources ${resources} /Contents ${contents} 0 R >>`,
      ),
    );
  }
  const metadata = spec.xmp ? add(stream('/Type /Metadata /Subtype /XML', xmpPacket(spec.xmp))) : null;
  const infoEntries = Object.entries(spec.info ?? {}).filter(([, v]) => v !== undefined);
  const info = infoEntries.length
    ? add(`<< ${infoEntries.map(([k, v]) => `/${k} ${pdfString(String(v))}`).join(' ')} >>`)
    : null;
  objects[catalog - 1] =
    `<< /Type /Catalog /Pages ${pagesObj} 0 R${metadata ? ` /Metadata ${metadata} 0 R` : ''} >>`;
  objects[pagesObj - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  let out = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R${info ? ` /Info ${info} 0 R` : ''} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(Buffer.from(out, 'latin1'));
}
