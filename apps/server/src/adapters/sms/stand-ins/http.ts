import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TStandInRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface TStandInAnswer {
  status: number;
  body: unknown;
}

/** What a stand-in lets a test in another process read and set, beside the provider's API. */
export interface TStandInControl {
  sent: Array<{ phone: string }>;
  lastCode: (phone: string) => string | undefined;
  failNext: (times?: number, code?: string) => void;
}

/** Under this path (no provider API uses it) another process reads what was sent and makes sends fail. */
export const STAND_IN_CONTROL_PATH = '/_stand-in';

/**
 * `GET /_stand-in/messages?phone=…`: `{ messages, lastCode }` (the phone's, or every message);
 * `POST /_stand-in/fail-next?times=1&code=…`: the next sends are refused with the provider's code.
 */
export const controlAnswer = (
  request: TStandInRequest,
  control: TStandInControl,
): TStandInAnswer | undefined => {
  const path = request.url.pathname;
  if (!path.startsWith(`${STAND_IN_CONTROL_PATH}/`)) return undefined;
  const phone = request.url.searchParams.get('phone');
  if (path === `${STAND_IN_CONTROL_PATH}/messages` && request.method === 'GET') {
    const messages = phone ? control.sent.filter((m) => m.phone === phone) : control.sent;
    return { status: 200, body: { messages, lastCode: phone ? (control.lastCode(phone) ?? null) : null } };
  }
  if (path === `${STAND_IN_CONTROL_PATH}/fail-next` && request.method === 'POST') {
    const times = Number(request.url.searchParams.get('times') ?? '1');
    control.failNext(
      Number.isInteger(times) && times > 0 ? times : 1,
      request.url.searchParams.get('code') ?? undefined,
    );
    return { status: 200, body: { ok: true } };
  }
  return { status: 404, body: { error: 'unknown stand-in path' } };
};

/** A local HTTP server answering JSON; `port` 0 (default) takes a free one. */
export const listenJson = async (
  handle: (request: TStandInRequest) => TStandInAnswer,
  port = 0,
  host = '127.0.0.1',
) => {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = handle({
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', `http://${req.headers.host ?? host}`),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(answer.status, { 'content-type': 'application/json;charset=utf-8' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
