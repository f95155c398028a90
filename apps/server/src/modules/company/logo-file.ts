import { createHash } from 'node:crypto';
import { createWorkerPool, WorkerPoolError, type TWorkerPoolOptions } from '../../lib/worker-pool.ts';
import type { TSvgCheck } from './svg-sanitize.ts';

export type TLogoType = 'png' | 'svg';
export const LOGO_CONTENT_TYPES: Record<TLogoType, string> = { png: 'image/png', svg: 'image/svg+xml' };

/** Why an upload is no logo (each a translated message), or why it could not be checked now. */
export type TLogoRefusal = 'type' | 'size' | 'unsafe' | 'tooComplex' | 'busy';
export type TLogoCheck = { ok: true; type: TLogoType; data: Buffer } | { ok: false; reason: TLogoRefusal };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const SIDE_MIN = 16;
const SIDE_MAX = 4096;

/** A PNG by its bytes: the signature, an IHDR chunk first with sane sides, and the IEND chunk last. */
const checkPng = (data: Buffer): TLogoCheck => {
  const isPng =
    data.length >= 8 + 25 + PNG_IEND.length &&
    data.subarray(0, 8).equals(PNG_SIGNATURE) &&
    data.readUInt32BE(8) === 13 &&
    data.toString('latin1', 12, 16) === 'IHDR' &&
    data.subarray(data.length - PNG_IEND.length).equals(PNG_IEND);
  if (!isPng) return { ok: false, reason: 'type' };
  const [width, height] = [data.readUInt32BE(16), data.readUInt32BE(20)];
  const sane = (side: number) => side >= SIDE_MIN && side <= SIDE_MAX;
  return sane(width) && sane(height) ? { ok: true, type: 'png', data } : { ok: false, reason: 'size' };
};

/** Whether the bytes start like an XML document or an `<svg` element (after a BOM and white space). */
const looksLikeXml = (data: Buffer) =>
  /^(\uFEFF)?\s*</.test(data.toString('utf8', 0, Math.min(data.length, 64)));

/**
 * The SVG worker's limits: a logo is cleaned in milliseconds; the time and memory limits stop a file made
 * to be slow (hundreds of thousands of nodes within 512 KB) without holding up the server.
 */
export const SVG_CHECK_LIMITS = {
  workers: 1,
  maxQueued: 8,
  timeoutMs: 3_000,
  resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
} satisfies Omit<TWorkerPoolOptions, 'file'>;

/** Beside this module in the sources (.ts), beside server.js in the production bundle (dist/svg-worker.js). */
const WORKER_FILE = new URL(
  import.meta.url.endsWith('.ts') ? './svg-worker.ts' : './svg-worker.js',
  import.meta.url,
);

export interface TLogoChecker {
  /** What an upload is, by its bytes and never by its name: a checked PNG, or an SVG as it will be stored. */
  check: (data: Buffer) => Promise<TLogoCheck>;
  close: () => Promise<void>;
}

/** PNGs are checked at once; SVGs are parsed and cleaned in a worker thread (svg-worker.ts). */
export const createLogoChecker = (limits = SVG_CHECK_LIMITS): TLogoChecker => {
  const pool = createWorkerPool({ ...limits, file: WORKER_FILE });
  const checkSvg = async (data: Buffer): Promise<TLogoCheck> => {
    try {
      const svg = await pool.run<TSvgCheck>(data);
      if (svg.ok) return { ok: true, type: 'svg', data: Buffer.from(svg.svg) };
      return { ok: false, reason: svg.reason === 'invalid' ? 'type' : svg.reason };
    } catch (error) {
      if (!(error instanceof WorkerPoolError) || error.reason === 'failed') throw error;
      const busy = error.reason === 'busy' || error.reason === 'closed';
      return { ok: false, reason: busy ? 'busy' : 'tooComplex' };
    }
  };
  return {
    check: async (data) => {
      if (data.subarray(0, 4).equals(PNG_SIGNATURE.subarray(0, 4))) return checkPng(data);
      return looksLikeXml(data) ? checkSvg(data) : { ok: false, reason: 'type' };
    },
    close: () => pool.close(),
  };
};

/** The stored file's name: its content hash, so a new logo is a new URL and each one can be kept for ever. */
export const logoFileName = (type: TLogoType, data: Buffer) =>
  `${createHash('sha256').update(data).digest('hex').slice(0, 32)}.${type}`;

export const LOGO_FILE_NAME = /^[0-9a-f]{32}\.(png|svg)$/;
