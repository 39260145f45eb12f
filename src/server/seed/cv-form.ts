/**
 * A one-page A4 application form for the demo job postings, drawn with pdfkit so the demo needs
 * no binary files in the repository. Plain Helvetica, a font every PDF reader has.
 */
export async function cvFormPdf(lines: readonly string[]): Promise<Buffer> {
  // Loaded here, not with the module: only a demo seed draws the form, and every server process
  // would otherwise carry pdfkit and its font engine in memory (decision 025).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    font: 'Helvetica',
    info: { Title: 'KidVenture Vietnam - Application Form', Author: 'KidVenture Vietnam' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // Baselines from the top of the page: the title at 72 pt, each field line 28 pt below the last.
  lines.forEach((line, i) => {
    const baseline = i === 0 ? 72 : 102 + i * 28;
    doc.fontSize(i === 0 ? 20 : 12).text(line, 60, baseline, { baseline: 'alphabetic', lineBreak: false });
  });
  doc.end();
  return done;
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
  'Attach it to your application on the job page, or e-mail careers@kidventure.example',
] as const;
