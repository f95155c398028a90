import { startAliyunSmsStandIn } from './aliyun-stand-in.ts';
import { startTencentSmsStandIn } from './tencent-stand-in.ts';

/**
 * Runs one provider's stand-in as a process of its own, for a portal started separately (browser journeys):
 * `tsx apps/server/src/adapters/sms/stand-ins/serve.ts aliyun|tencent [port]` prints the settings that send
 * through it (`NAME=value` lines), then serves until stopped. `GET /_stand-in/messages?phone=…` answers what it
 * accepted and the phone's last sign-in code; `POST /_stand-in/fail-next?times=1` refuses the next sends.
 */
const [provider = 'aliyun', port = '0'] = process.argv.slice(2);
if (provider !== 'aliyun' && provider !== 'tencent') {
  console.error('usage: serve.ts aliyun|tencent [port]');
  process.exit(2);
}
const standIn =
  provider === 'aliyun'
    ? await startAliyunSmsStandIn({ port: Number(port) })
    : await startTencentSmsStandIn({ port: Number(port) });
for (const [name, value] of Object.entries(standIn.settings())) process.stdout.write(`${name}=${value}\n`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
