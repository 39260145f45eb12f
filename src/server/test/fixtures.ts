import sharp from 'sharp';
import type { FileField } from './client.ts';
import { pdfBytes } from './documents.ts';

/** Real files for upload tests, made in memory. */
export async function pngFile(name = 'image.png', width = 300, height = 120): Promise<FileField> {
  const data = await sharp({ create: { width, height, channels: 3, background: '#ff8844' } })
    .png()
    .toBuffer();
  return { name, data, type: 'image/png' };
}

export async function jpgFile(name = 'photo.jpg'): Promise<FileField> {
  const data = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#3388ff' } })
    .jpeg()
    .toBuffer();
  return { name, data, type: 'image/jpeg' };
}

export function pdfFile(name = 'form.pdf'): FileField {
  return {
    name,
    data: pdfBytes(),
    type: 'application/pdf',
  };
}

/** An HTML page pretending to be an image: the name and Content-Type lie, the bytes do not. */
export function fakeImage(name = 'evil.png'): FileField {
  return { name, data: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/png' };
}
