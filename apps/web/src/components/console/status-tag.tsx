import { useKit, type TTagProps } from '../../lib/kit/kit.ts';

type TTone = NonNullable<TTagProps['tone']>;

const applicationTones: Record<number, TTone> = { 1: 'blue', 2: 'blue', 3: 'blue', 4: 'orange', 5: 'green' };
const offerTones: Record<number, TTone> = { 1: 'orange', 2: 'green', 3: 'red' };
// Spec §4: to do and in progress are success, expired, cancelled and absent are warnings.
const assessmentTones: Record<number, TTone> = {
  1: 'green',
  2: 'green',
  3: 'blue',
  4: 'orange',
  5: 'orange',
  6: 'orange',
};
const tones = { application: applicationTones, offer: offerTones, assessment: assessmentTones };

/** An application's, an offer's or an assessment's status as a coloured tag. */
export const StatusTag = ({
  kind,
  status,
  name,
}: {
  kind: keyof typeof tones;
  status: number;
  name: string;
}) => {
  const { Tag } = useKit();
  return <Tag tone={tones[kind][status] ?? 'default'}>{name}</Tag>;
};
