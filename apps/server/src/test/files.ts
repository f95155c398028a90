/** A small but well-formed one-page PDF. */
export const samplePdf = (title = 'Resume'): Buffer =>
  Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj',
      `4 0 obj << /Length 44 >> stream\nBT /F1 24 Tf 72 720 Td (${title}) Tj ET\nendstream endobj`,
      'trailer << /Root 1 0 R >>',
      '%%EOF',
    ].join('\n'),
  );

/** The first bytes of a PNG image. */
export const samplePng = (): Buffer =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);

/** A multipart/form-data body with one file field, as a browser sends it. */
export const multipartFile = (
  fileName: string,
  data: Buffer,
  contentType = 'application/pdf',
  field = 'file',
) => {
  const boundary = `----portal${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
};

/**
 * A one-page PDF with a cross-reference table, plus `extra` catalog entries and extra objects (numbered
 * from 5): the shape of a real file, to carry scripts, launch actions or attachments in tests.
 */
export const pdfWith = (catalogExtra = '', extraObjects: string[] = [], pageExtra = ''): Buffer => {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R ${pageExtra} >>`,
    '<< /Length 44 >>\nstream\nBT /F1 24 Tf 72 720 Td (Resume) Tj ET\nendstream',
    ...extraObjects,
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};
