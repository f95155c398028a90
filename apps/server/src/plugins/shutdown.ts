import fp from 'fastify-plugin';
import { AppErrorCode } from '@tmp/contracts';
import { AppError } from '../lib/app-error.ts';

/**
 * Graceful shutdown. Once the server starts closing, requests already being served finish normally but
 * their connection closes after the answer (a keep-alive connection would otherwise hold the shutdown
 * until its idle timeout), and a request that arrives on an open connection gets a translated 503.
 */
export const shutdownPlugin = fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', async () => {
      if (closing) throw new AppError(AppErrorCode.Unavailable, 'common.unavailable', { status: 503 });
    });
    app.addHook('onSend', async (_req, reply) => {
      if (closing) void reply.header('connection', 'close');
    });
  },
  { name: 'shutdown', dependencies: ['lang', 'error-handler'] },
);
