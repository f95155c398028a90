import type { TMessagePart } from '../utils/message-parts.ts';

/** A message's pieces: its text as text (never markup), its addresses on the portal as links. */
export const MessageParts = ({ parts }: { parts: TMessagePart[] }) =>
  parts.map((part, index) =>
    part.kind === 'link' ? (
      <a key={index} href={part.href}>
        {part.text}
      </a>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
