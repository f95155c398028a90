export interface TMailMessage {
  customerId: number;
  to: string;
  subject: string;
  text: string;
  code?: string;
}

export interface TMailSender {
  send: (message: TMailMessage) => Promise<void>;
}
