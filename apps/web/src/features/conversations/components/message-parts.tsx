import { messageParts } from '../utils/message-parts.ts';

/** A message's text as text (never markup), its addresses on the portal as links. */
export const MessageParts = ({ text }: { text: string }) =>
  messageParts(text, window.location.origin).map((part, index) =>
    part.kind === 'link' ? (
      <a key={index} href={part.href}>
        {part.text}
      </a>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
