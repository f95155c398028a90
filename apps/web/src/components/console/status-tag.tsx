import { Tag } from 'antd';

const applicationColors: Record<number, string> = {
  1: 'blue',
  2: 'geekblue',
  3: 'purple',
  4: 'gold',
  5: 'green',
  6: 'default',
  7: 'default',
};
const offerColors: Record<number, string> = { 1: 'gold', 2: 'green', 3: 'red', 4: 'default', 5: 'default' };
// Spec §4: to do and in progress are success, expired, cancelled and absent are warnings.
const assessmentColors: Record<number, string> = {
  1: 'success',
  2: 'success',
  3: 'processing',
  4: 'warning',
  5: 'warning',
  6: 'warning',
};
const colors = { application: applicationColors, offer: offerColors, assessment: assessmentColors };

/** An application's, an offer's or an assessment's status as a coloured tag. */
export const StatusTag = ({
  kind,
  status,
  name,
}: {
  kind: keyof typeof colors;
  status: number;
  name: string;
}) => (
  <Tag color={colors[kind][status] ?? 'default'} variant="filled">
    {name}
  </Tag>
);
