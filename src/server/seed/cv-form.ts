/**
 * A one-page PDF application form for the demo job postings, written by hand so the demo needs no
 * binary files in the repository. Plain Helvetica text, which every PDF reader can show.
 */
export function cvFormPdf(lines: string[]): Buffer {
  const pdfText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const text = lines
    .map(
      (line, i) =>
        `BT /F1 ${i === 0 ? 20 : 12} Tf 60 ${770 - i * (i === 0 ? 0 : 28) - (i ? 30 : 0)} Td (${pdfText(line)}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const CV_FORM_LINES = [
  'KidVenture Vietnam - Application Form',
  'Position applied for: ______________________________',
  'Full name: ______________________________',
  'Date of birth (dd/mm/yyyy): ______________',
  'Phone: ______________   E-mail: ______________________',
  'Address: ____________________________________________',
  'Education: __________________________________________',
  'Work experience: ____________________________________',
  '_____________________________________________________',
  'Languages: __________________________________________',
  'Why do you want to work with children? ______________',
  '_____________________________________________________',
  'Available from: ______________   Preferred shift: ________',
  'Send this form to careers@kidventure.example',
];
