import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailSender } from './smtp.ts';

// A real SMTP server on a free local port: it asks for the account of SMTP_URL and refuses one recipient.
const received: ParsedMail[] = [];
let server: SMTPServer;
let port: number;
beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => {
      if (auth.username === 'portal' && auth.password === 's3cret') callback(null, { user: 'portal' });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo: (address, _session, callback) => {
      if (address.address === 'full@example.com') {
        callback(Object.assign(new Error('Mailbox full'), { responseCode: 552 }));
      } else callback();
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe('email over SMTP (nodemailer)', () => {
  it('delivers the message with its From, To, subject and text, signed in with the URL’s account', async () => {
    const sender = createSmtpMailSender(
      `smtp://portal:s3cret@127.0.0.1:${port}`,
      'TMP Careers <careers@example.com>',
    );
    await sender.send({
      customerId: 1,
      to: 'candidate@example.com',
      subject: 'Your interview is confirmed',
      text: 'Your interview is confirmed.\n\n您的面试已确认。',
    });
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.from?.value).toEqual([{ address: 'careers@example.com', name: 'TMP Careers' }]);
    expect(mail!.to).toMatchObject({ value: [{ address: 'candidate@example.com', name: '' }] });
    expect(mail!.subject).toBe('Your interview is confirmed');
    expect(mail!.text?.trim()).toBe('Your interview is confirmed.\n\n您的面试已确认。');
  });

  it('fails when the server refuses the recipient or the account, or cannot be reached', async () => {
    const message = { customerId: 1, to: 'full@example.com', subject: 'Hello', text: 'Hello' };
    const good = createSmtpMailSender(`smtp://portal:s3cret@127.0.0.1:${port}`, 'careers@example.com');
    await expect(good.send(message)).rejects.toThrow(/Mailbox full/);
    const wrongPassword = createSmtpMailSender(
      `smtp://portal:wrong@127.0.0.1:${port}`,
      'careers@example.com',
    );
    await expect(wrongPassword.send({ ...message, to: 'candidate@example.com' })).rejects.toThrow(/Invalid/);
    const closed = new SMTPServer({ disabledCommands: ['STARTTLS'], authOptional: true });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = createSmtpMailSender(`smtp://127.0.0.1:${closedPort}`, 'careers@example.com');
    await expect(down.send({ ...message, to: 'candidate@example.com' })).rejects.toThrow(/ECONNREFUSED/);
    expect(received).toHaveLength(1);
  });
});
