import nodemailer from 'nodemailer';
import type { TMailSender } from '../mail.port.ts';

/** SMTP through nodemailer, when SMTP_URL is configured. */
export const createSmtpMailSender = (smtpUrl: string, from: string): TMailSender => {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (m) => {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
    },
  };
};
