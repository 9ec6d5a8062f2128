/** Small real files of each kind, for the file server's tests. */
export const samplePdf = (): Uint8Array =>
  new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  );

/** A 1×1 PNG. */
export const samplePng = (): Uint8Array =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );

/** The start of a JPEG (SOI, JFIF APP0). */
export const sampleJpeg = (): Uint8Array =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.alloc(64),
  ]);

/** An OLE compound file header, as .doc, .xls and .ppt files start. */
export const sampleOle = (): Uint8Array =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);

export const sampleText = (): string => 'Lesson notes\nÜbung 1: ready ✓\n';
