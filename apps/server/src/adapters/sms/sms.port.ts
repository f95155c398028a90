/**
 * Every kind of text message the portal sends, with its template's parameters in order. Real SMS providers
 * send only templates registered (and approved) in advance, so each kind has a template id per provider
 * (settings), whose placeholders are these names (Aliyun: `${name}`) or positions (Tencent: `{1}`, `{2}`, … in
 * this order). The parameters are the Chinese words of the message; the sign name (签名) stands for the site.
 */
export const SMS_TEMPLATE_PARAMS = {
  /** Sign-in / registration code. */
  code: ['code'],
  /** HR moved an application to another status. */
  applicationStatus: ['position', 'status', 'note'],
  /** An application closed (rejected, withdrawn, hired…), with what was cancelled along with it. */
  applicationClosed: ['position', 'status', 'note', 'cancelled'],
  offer: ['position', 'date'],
  assessment: ['name', 'date'],
  assessmentCancelled: ['name'],
  interviewInvite: ['title', 'position', 'when', 'place', 'link'],
  interviewConfirmed: ['title', 'position', 'time', 'place'],
  interviewChanged: ['title', 'position', 'time', 'place'],
  interviewCancelled: ['title', 'position', 'time'],
  interviewReminder: ['title', 'position', 'time', 'place'],
  /** The double opt-in link of a job alert by SMS. */
  alertConfirm: ['frequency', 'search', 'hours', 'link'],
  /** New jobs for an alert by SMS. */
  alertDigest: ['count', 'search', 'link', 'unsubscribe'],
  /** A candidate's personal data will be deleted in 30 days (retention); the link keeps it 12 more months. */
  retentionNotice: ['date', 'link'],
  /** HR wrote in the conversation of an application (at most one a conversation an hour). */
  conversationMessage: ['position', 'link'],
  /** HR moved the answer-by date of an application (once), with the reason they gave. */
  answerByExtended: ['position', 'date', 'reason', 'link'],
} as const satisfies Record<string, readonly string[]>;

export type TSmsKind = keyof typeof SMS_TEMPLATE_PARAMS;
export const SMS_KINDS = Object.keys(SMS_TEMPLATE_PARAMS) as TSmsKind[];

export interface TSmsMessage {
  customerId: number;
  phone: string;
  /** Which template a real provider sends. */
  kind: TSmsKind;
  /** The template's parameters by name (see `SMS_TEMPLATE_PARAMS`); a missing one is sent empty. */
  params: Partial<Record<string, string>>;
  /** The whole message as the outbox keeps it (and as the template reads once filled). */
  text: string;
  /** The one-time code the text carries, if any. */
  code?: string;
}

/** Sends a text message to a mainland-China mobile number; throws `SmsSendError` when the provider refuses. */
export interface TSmsSender {
  send: (message: TSmsMessage) => Promise<void>;
}

/** A provider's refusal or an unreachable provider: the message was not sent. */
export class SmsSendError extends Error {
  constructor(
    readonly provider: string,
    /** The provider's own code (`isv.BUSINESS_LIMIT_CONTROL`, `LimitExceeded.PhoneNumberDailyLimit`…). */
    readonly providerCode: string,
    message: string,
  ) {
    super(`${provider} SMS not sent: ${providerCode} ${message}`);
    this.name = 'SmsSendError';
  }
}

/** The template's parameters in their order, each present (empty when the message has none). */
export const orderedParams = (message: Pick<TSmsMessage, 'kind' | 'params'>): string[] =>
  SMS_TEMPLATE_PARAMS[message.kind].map((name) => message.params[name] ?? '');
