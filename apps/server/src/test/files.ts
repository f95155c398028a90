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
