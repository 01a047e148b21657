import { deflateSync } from 'node:zlib';
import { jsPDF } from 'jspdf';

/** PDFs made on the fly, so each test says exactly what its file holds. */
export function resumePdf(options: { name?: string; pages?: number } = {}): Uint8Array {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const pages = options.pages ?? 1;
  for (let page = 0; page < pages; page++) {
    if (page > 0) doc.addPage();
    let y = 20;
    if (page === 0) {
      doc.setFontSize(20).text(options.name ?? 'Jane Doe', 14, y);
      y += 8;
      doc.setFontSize(10).text('jane@example.com | +1 555 010 0000 | Austin, TX', 14, y);
      y += 12;
    }
    doc.setFontSize(12.5).text(page === 0 ? 'EXPERIENCE' : 'PROJECTS', 14, y);
    y += 8;
    for (let entry = 0; entry < 4; entry++) {
      doc.setFontSize(10.5).text(`Engineer ${page}-${entry}`, 14, y);
      doc.text('Jan 2020 - Present', 150, y);
      y += 5;
      doc.text(`Acme ${entry}`, 14, y);
      y += 6;
      for (let bullet = 0; bullet < 4; bullet++) {
        doc.text(`• Built service ${bullet} handling requests with TypeScript and PostgreSQL`, 18, y);
        y += 5;
      }
      y += 4;
    }
  }
  return new Uint8Array(doc.output('arraybuffer'));
}

export function encryptedPdf(): Uint8Array {
  const doc = new jsPDF({
    encryption: { userPassword: 'secret', ownerPassword: 'owner', userPermissions: ['print'] },
  });
  doc.text('Secret resume', 20, 20);
  return new Uint8Array(doc.output('arraybuffer'));
}

/** A page with only drawings: what a scanned resume looks like to a text extractor. */
export function scannedPdf(): Uint8Array {
  const doc = new jsPDF();
  doc.rect(20, 20, 100, 50, 'F');
  doc.line(20, 90, 180, 90);
  return new Uint8Array(doc.output('arraybuffer'));
}

export function manyPagesPdf(pages: number): Uint8Array {
  const doc = new jsPDF();
  for (let page = 1; page <= pages; page++) {
    if (page > 1) doc.addPage();
    doc.text(`Page ${page}`, 20, 20);
  }
  return new Uint8Array(doc.output('arraybuffer'));
}

/** A one-page PDF whose content stream inflates from under 1 MB to `inflatedMb` megabytes. */
export function zipBombPdf(inflatedMb: number): Uint8Array {
  const inflated = Buffer.alloc(inflatedMb * 1024 * 1024, 0x20);
  inflated.write('BT /F1 12 Tf 72 720 Td (Hello) Tj ET\n');
  const stream = deflateSync(inflated, { level: 9 });
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    { dict: `<< /Length ${stream.length} /Filter /FlateDecode >>`, stream },
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/** A PDF whose cross-reference table points nowhere. */
export function brokenXrefPdf(): Uint8Array {
  const good = Buffer.from(resumePdf());
  const text = good.toString('latin1').replace(/startxref\s+\d+/, 'startxref\n999999999');
  return new Uint8Array(Buffer.from(text.replace(/\d{10} 00000 n/g, '9999999999 00000 n'), 'latin1'));
}

function assemblePdf(objects: Array<string | { dict: string; stream: Buffer }>): Uint8Array {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = chunks[0]!.length;
  objects.forEach((object, index) => {
    offsets.push(length);
    const parts =
      typeof object === 'string'
        ? [Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`)]
        : [
            Buffer.from(`${index + 1} 0 obj\n${object.dict}\nstream\n`),
            object.stream,
            Buffer.from('\nendstream\nendobj\n'),
          ];
    for (const part of parts) {
      chunks.push(part);
      length += part.length;
    }
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
  ].join('\n');
  chunks.push(Buffer.from(xref));
  return new Uint8Array(Buffer.concat(chunks));
}

/** A multipart/form-data body for `inject`. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Uint8Array },
) {
  const boundary = `----tailor${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
