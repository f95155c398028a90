// The SVG worker: an uploaded SVG logo is parsed and cleaned here, in a worker thread of the pool in
// logo-file.ts, never on the server's event loop.
import { serveTasks } from '../../lib/worker-pool.ts';
import { sanitizeSvg, type TSvgCheck } from './svg-sanitize.ts';

serveTasks(async (data: Uint8Array): Promise<TSvgCheck> =>
  sanitizeSvg(Buffer.from(data.buffer, data.byteOffset, data.byteLength)),
);
