import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from './paths.ts';

type TVersion = [number, number, number];

const parseVersion = (text: string): TVersion | undefined => {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)] : undefined;
};

const isAtLeast = (version: TVersion, least: TVersion) => {
  for (let i = 0; i < 3; i += 1) if (version[i] !== least[i]) return version[i]! > least[i]!;
  return true;
};

/**
 * Why this Node cannot run the portal, in one line, or undefined when it can. `engines` is the root
 * package.json's `engines.node`, a lower bound (`>=24.11`).
 */
export const nodeVersionProblem = (engines: string | undefined, version: string): string | undefined => {
  if (!engines) return undefined;
  const least = /^>=\s*(\S+)$/.exec(engines.trim());
  const leastVersion = least && parseVersion(least[1]!);
  if (!leastVersion) return `package.json engines.node "${engines}" is not a ">=X.Y" lower bound`;
  const current = parseVersion(version);
  if (current && isAtLeast(current, leastVersion)) return undefined;
  return (
    `Node ${version} is older than the portal needs (${engines}, package.json engines); ` +
    `install Node ${least![1]} or newer, or start it through npm in the checkout, which brings its own.`
  );
};

/** The workspace's package.json `engines.node`: the checkout's root, above apps/server. */
export const readNodeEngines = (): string | undefined => {
  const rootPackage = path.join(SERVER_ROOT, '..', '..', 'package.json');
  if (!fs.existsSync(rootPackage)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(rootPackage, 'utf8')) as { engines?: { node?: string } };
  return manifest.engines?.node;
};

/** Stops a process on a Node older than `engines`, with one line and no stack trace. */
export const exitOnOldNode = () => {
  const problem = nodeVersionProblem(readNodeEngines(), process.version);
  if (!problem) return;
  console.error(problem);
  process.exit(1);
};
