import { strToU8, zipSync } from 'fflate';

/*
 * Documents for upload tests, built in memory: a PDF with a proper cross-reference table (and,
 * when asked, the parts an attacker adds), and a DOCX as Word writes its minimum.
 */

const PAGE_CONTENT = 'BT /F1 18 Tf 40 100 Td (Curriculum vitae) Tj ET';

/** A one-page PDF; `catalog` and `page` add entries to those dictionaries, `objects` follow as 5, 6, …. */
export function pdfBytes({
  catalog = '',
  page = '',
  objects = [],
  padding = 0,
}: {
  catalog?: string;
  page?: string;
  objects?: string[];
  padding?: number;
} = {}): Buffer {
  const bodies = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R ${page}>>`,
    `<< /Length ${PAGE_CONTENT.length} >>\nstream\n${PAGE_CONTENT}\nendstream`,
    ...objects,
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  const add = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  bodies.forEach((body, i) => {
    offsets.push(length);
    add(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1'));
  });
  if (padding > 0) {
    // An unreferenced stream of varied bytes, so that the file is big and nothing compresses it away.
    const data = Buffer.alloc(padding);
    for (let i = 0; i < data.length; i++) data[i] = (i * 7919) % 251;
    offsets.push(length);
    add(Buffer.from(`${bodies.length + 1} 0 obj\n<< /Length ${padding} >>\nstream\n`, 'latin1'));
    add(data);
    add(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  }
  const xref = length;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  add(
    Buffer.from(
      `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${rows}` +
        `trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/** A PDF that runs JavaScript when opened. */
export const pdfWithScript = () =>
  pdfBytes({ catalog: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ' });

/** A PDF that runs JavaScript when its page opens. */
export const pdfWithPageScript = () =>
  pdfBytes({ page: '/AA << /O << /S /JavaScript /JS (app.alert(2)) >> >> ' });

/** A PDF carrying an attached program. */
export const pdfWithEmbeddedFile = () =>
  pdfBytes({
    catalog: '/Names << /EmbeddedFiles << /Names [(invoice.exe) 5 0 R] >> >> ',
    objects: [
      '<< /Type /Filespec /F (invoice.exe) /EF << /F 6 0 R >> >>',
      '<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream',
    ],
  });

/** `%PDF-` and then anything: what a signature check alone took for a PDF. */
export const fakePdf = () => Buffer.from(`%PDF-1.7\n${'<script>alert(1)</script>\n'.repeat(20)}%%EOF\n`);

/** The least a Word document holds. */
export function docxBytes(text = 'Curriculum vitae'): Buffer {
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
          '</Types>',
      ),
      '_rels/.rels': strToU8(
        `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
          '</Relationships>',
      ),
      'word/document.xml': strToU8(
        `${xml}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">` +
          `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
      ),
    }),
  );
}

/** A `PK` header and the part's name as text, but no ZIP a reader can open. */
export const fakeDocx = () =>
  Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.from('word/document.xml [Content_Types].xml garbage'),
  ]);
