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

/** An application's or an offer's status as a coloured tag. */
export const StatusTag = ({
  kind,
  status,
  name,
}: {
  kind: 'application' | 'offer';
  status: number;
  name: string;
}) => (
  <Tag color={(kind === 'offer' ? offerColors : applicationColors)[status] ?? 'default'} variant="filled">
    {name}
  </Tag>
);
