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
