export interface TSmsMessage {
  customerId: number;
  phone: string;
  text: string;
  /** The one-time code the text carries, if any. */
  code?: string;
}

/** Sends a text message to a mainland-China mobile number. */
export interface TSmsSender {
  send: (message: TSmsMessage) => Promise<void>;
}
