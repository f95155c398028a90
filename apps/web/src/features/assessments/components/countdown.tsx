import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../model/server-clock.ts';

/** The time left by the server's clock; turns urgent in the last five minutes. */
export const Countdown = ({ ms }: { ms: number | null }) => {
  const { t } = useTranslation('assessments');
  if (ms === null) return null;
  const urgent = ms <= 5 * 60_000;
  return (
    <span className={`exam-countdown${urgent ? ' exam-countdown--urgent' : ''}`} role="timer">
      <ClockCircleOutlined aria-hidden="true" />
      <span className="exam-countdown__label">{t('exam.timeLeft')}</span>
      <strong>{formatCountdown(ms)}</strong>
    </span>
  );
};
