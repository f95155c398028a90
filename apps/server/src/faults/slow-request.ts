import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { TEnvelope } from '@tmp/contracts';
import { eventually } from './server-process.ts';

export interface TSlowRequest {
  /** The client end's port, to find the connection on the server's side. */
  localPort: () => number;
  /** True once the first part has left the client entirely (handed to the kernel). */
  isFirstPartSent: () => boolean;
  /** Sends the rest of the body. */
  finish: () => void;
  response: Promise<{ status: number; body: TEnvelope<unknown> }>;
}

/**
 * A POST whose body arrives in two parts, as from a slow mobile network: the server has the request
 * in hand, but cannot answer until `finish()` sends the rest.
 */
export const startSlowPost = (
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  body: unknown,
  agent: http.Agent,
): TSlowRequest => {
  const payload = Buffer.from(JSON.stringify(body));
  const req = http.request(new URL(path, baseUrl), {
    method: 'POST',
    agent,
    headers: { ...headers, 'content-type': 'application/json', 'content-length': String(payload.length) },
  });
  const response = new Promise<{ status: number; body: TEnvelope<unknown> }>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.once('end', () =>
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as TEnvelope<unknown> }),
      );
      res.once('error', reject);
    });
  });
  const half = Math.floor(payload.length / 2);
  req.write(payload.subarray(0, half));
  return {
    localPort: () => req.socket?.localPort ?? 0,
    isFirstPartSent: () =>
      !!req.socket &&
      req.socket.bytesWritten >= half &&
      req.socket.writableLength === 0 &&
      !req.writableLength,
    finish: () => req.end(payload.subarray(half)),
    response,
  };
};

const hexPort = (port: number) => port.toString(16).toUpperCase().padStart(4, '0');

/**
 * How many bytes the kernel holds for the server on the loopback connection between the two ports,
 * or undefined while there is no such connection yet (Linux's /proc/net/tcp).
 */
const serverReceiveQueue = (serverPort: number, clientPort: number): number | undefined => {
  const local = `:${hexPort(serverPort)}`;
  const remote = `:${hexPort(clientPort)}`;
  for (const line of fs.readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const [, localAddress, remoteAddress, , queues] = line.trim().split(/\s+/);
    if (localAddress?.endsWith(local) && remoteAddress?.endsWith(remote)) {
      return parseInt(queues!.split(':')[1]!, 16);
    }
  }
  return undefined;
};

/**
 * Waits until the server process has read everything sent on the request's connection: from then on the
 * request is the server's (parsed and routed in the same turn of its event loop), not still on the wire.
 */
export const waitUntilServerHasRead = (serverPort: number, request: TSlowRequest) =>
  eventually(() => {
    const clientPort = request.localPort();
    return clientPort > 0 && request.isFirstPartSent() && serverReceiveQueue(serverPort, clientPort) === 0;
  }, `the server has read the start of the request from port ${request.localPort()}`);

/** True when a new TCP connection to the port is refused: nothing listens there any more. */
export const isConnectionRefused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
