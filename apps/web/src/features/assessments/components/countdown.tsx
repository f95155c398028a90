import { useState } from 'react';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import { Icon } from '../../../components/ui/icon.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { formatCountdown } from '../model/server-clock.ts';

/** Minutes left at which a screen reader hears the time: often enough to plan, never every second. */
const MILESTONES = [1, 2, 5, 10, 15, 20, 30, 45, 60, 90, 120];

/** The smallest milestone not yet passed, or null above the largest. */
export const milestoneOf = (ms: number): number | null => MILESTONES.find((m) => ms <= m * 60_000) ?? null;

/**
 * The time left by the server's clock; turns urgent in the last five minutes. A screen reader hears it in a
 * polite live region, set when the clock passes a milestone and kept until the next one.
 */
export const Countdown = ({ ms }: { ms: number | null }) => {
  const { t } = useTranslation('assessments');
  const [heard, setHeard] = useState<{ milestone: number | null | undefined; text: string }>({
    milestone: undefined,
    text: '',
  });
  const milestone = ms === null ? null : milestoneOf(ms);
  if (ms !== null && heard.milestone !== milestone) {
    // The first reading only sets the baseline: the visible clock already says the time on arrival.
    const isCrossing = heard.milestone !== undefined && milestone !== null;
    setHeard({ milestone, text: isCrossing ? t('exam.timeAnnounce', { count: milestone }) : heard.text });
  }
  if (ms === null) return null;
  return (
    <span className={`exam-countdown${ms <= 5 * 60_000 ? ' exam-countdown--urgent' : ''}`} role="timer">
      <Icon svg={ClockCircleOutlined} aria-hidden="true" />
      <span className="exam-countdown__label">{t('exam.timeLeft')}</span>
      <strong>{formatCountdown(ms)}</strong>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {heard.text}
      </span>
    </span>
  );
};
