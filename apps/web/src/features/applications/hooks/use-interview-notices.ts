import { useTranslation } from '../../../lib/use-translation.tsx';
import { InterviewStatus } from '@tmp/contracts';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { formatRange, viewerTimeZone, zoneLabel } from '../../../lib/time-zone.ts';
import { useMyInterviews } from '../../../lib/my-interviews.ts';

/** The open interviews of my applications, for the card on /apply (both layouts). */
export const useInterviewNotices = () => {
  const { t } = useTranslation('interviews');
  const language = useLanguage();
  const interviews = useMyInterviews();
  const zone = viewerTimeZone();
  const notices = (interviews.data?.list ?? [])
    .filter((i) => i.status === InterviewStatus.AwaitingBooking || i.status === InterviewStatus.Scheduled)
    .map((i) => {
      const needsChoice = i.status === InterviewStatus.AwaitingBooking;
      return {
        id: i.id,
        title: i.title,
        position: i.positionName,
        /** The booked time in the viewer's zone, the zone named; or the call to choose one. */
        when:
          i.startsAt && i.endsAt
            ? `${formatRange(i.startsAt, i.endsAt, language, zone)} · ${zoneLabel(zone, new Date(i.startsAt))}`
            : t('card.chooseTime'),
        needsChoice,
        href: paths.interview.getHref(i.id),
        action: needsChoice ? t('apply.choose') : t('apply.open'),
      };
    });
  return { title: t('apply.title'), notices };
};
