import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/** Sends a stored PDF as an attachment with a safe name (ASCII fallback plus the UTF-8 name). */
export const sendPdf = (reply: FastifyReply, file: { fileName: string; size: number; stream: Readable }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-length', file.size)
    .header('cache-control', 'no-store')
    .header(
      'content-disposition',
      `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .send(file.stream);
