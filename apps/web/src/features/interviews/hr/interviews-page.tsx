import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { useKit } from '../../../lib/kit/kit.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { PageHeader } from '../../../components/console/page-header.tsx';
import { InterviewDetail } from './interview-detail.tsx';
import { InterviewFormModal } from './interview-form-modal.tsx';
import { useInterviewWeek, type TInterviewWeek } from './use-interview-week.ts';

/** /hr/interviews: a week of interviews (booked times and the times still offered), each opening its detail. */
export const HrInterviewsPage = () => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  const week = useInterviewWeek();
  return (
    <div className="hr-interviews">
      <PageHeader
        title={t('interviews.title')}
        text={t('interviews.zone', { zone: week.zone })}
        extra={
          <kit.Button kind="primary" icon={<Icon svg={PlusOutlined} />} onClick={week.create}>
            {t('interviews.new')}
          </kit.Button>
        }
      />
      <WeekToolbar week={week} />
      {week.state === 'loading' ? (
        <kit.Skeleton rows={8} />
      ) : week.state === 'error' ? (
        <kit.Notice tone="error">{week.errorText}</kit.Notice>
      ) : (
        <WeekView week={week} />
      )}
      <kit.Panel
        open={week.opened !== null}
        onClose={week.close}
        title={week.opened?.title ?? t('interviews.title')}
        closeLabel={t('interviews.close')}
        width={560}
      >
        {week.opened && <InterviewDetail interview={week.opened} week={week} />}
      </kit.Panel>
      <InterviewFormModal open={week.creating} onClose={week.closeCreate} />
    </div>
  );
};

/** The week shown (back, this week, on) and what narrows it (a job, a status). */
const WeekToolbar = ({ week }: { week: TInterviewWeek }) => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  const { filters } = week;
  return (
    <div className="hr-interviews__toolbar">
      <div className="hr-interviews__group">
        <kit.Button
          icon={<Icon svg={LeftOutlined} />}
          aria-label={t('interviews.previous')}
          onClick={week.previous}
        >
          {null}
        </kit.Button>
        <kit.Button onClick={week.thisWeek}>{t('interviews.thisWeek')}</kit.Button>
        <kit.Button icon={<Icon svg={RightOutlined} />} aria-label={t('interviews.next')} onClick={week.next}>
          {null}
        </kit.Button>
        <strong className="hr-interviews__range" aria-live="polite">
          {week.range}
        </strong>
      </div>
      <div className="hr-interviews__group">
        <kit.Select
          id="interviews-job"
          clearable
          className="hr-interviews__filter"
          placeholder={t('interviews.allJobs')}
          aria-label={t('interviews.job')}
          value={filters.jobId}
          onChange={filters.setJobId}
          options={filters.jobOptions}
        />
        <kit.Select
          id="interviews-status"
          clearable
          className="hr-interviews__filter"
          placeholder={t('interviews.allStatuses')}
          aria-label={t('interviews.status')}
          value={filters.status}
          onChange={filters.setStatus}
          options={filters.statusOptions}
        />
      </div>
    </div>
  );
};

/** Seven columns of a week (one under another on a narrow screen), each time a button opening its interview. */
const WeekView = ({ week }: { week: TInterviewWeek }) => {
  const { t } = useTranslation('hr');
  return (
    <div className={`hr-week${week.busy ? ' hr-week--busy' : ''}`} role="list" aria-label={week.range}>
      {week.days.map((day) => (
        <section
          key={day.key}
          role="listitem"
          aria-label={`${day.weekday} ${day.date}`}
          className={`hr-week__day${day.isToday ? ' hr-week__day--today' : ''}${day.items.length ? '' : ' hr-week__day--empty'}`}
        >
          <header className="hr-week__head">
            <span className="hr-week__weekday">{day.weekday}</span>
            <span className="hr-week__date">{day.date}</span>
          </header>
          {day.items.map((item) => (
            <button
              type="button"
              key={item.key}
              className={`hr-week__item hr-week__item--${item.kind} hr-week__item--s${item.status}`}
              onClick={() => week.open(item.interviewId)}
            >
              <span className="hr-week__time">{item.time}</span>
              <span className="hr-week__who">{item.candidate}</span>
              <span className="hr-week__what">
                {item.kind === 'offered' ? t('interviews.offeredTime') : item.statusName} · {item.title}
              </span>
            </button>
          ))}
        </section>
      ))}
      {week.count === 0 && <p className="hr-week__none">{t('interviews.none')}</p>}
    </div>
  );
};
