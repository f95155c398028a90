import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Form,
  Input,
  Radio,
  Select,
  Skeleton,
  Space,
  Tag,
} from 'antd';
import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { InterviewStatus, type THrInterview } from '@tmp/contracts';
import { useIsMobile } from '../../../lib/device.ts';
import { zoneLabel } from '../../../lib/time-zone.ts';
import { useCancelHrInterview, useRecordInterviewResult } from './api.ts';
import { useJobChoices } from '../../../lib/console-choices.ts';
import { InterviewFormModal } from './interview-form-modal.tsx';
import { PageHeader } from '../../../components/console/page-header.tsx';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { useInterviewWeek, type TInterviewWeek } from './use-interview-week.ts';

const STATUS_COLORS: Record<number, string> = { 1: 'warning', 2: 'processing', 3: 'default', 4: 'success' };

const ResultForm = ({ interview, now }: { interview: THrInterview; now: number }) => {
  const { t } = useTranslation('hr');
  const [form] = Form.useForm<{ result: 'pass' | 'fail'; feedback: string }>();
  const record = useRecordInterviewResult();
  const started = interview.startsAt !== null && Date.parse(interview.startsAt) <= now;
  if (interview.status === InterviewStatus.Cancelled) return null;
  if (interview.result) {
    return (
      <Alert
        type={interview.result === 'pass' ? 'success' : 'warning'}
        showIcon
        title={interview.result === 'pass' ? t('interviews.passed') : t('interviews.failed')}
        description={interview.feedback}
      />
    );
  }
  if (!started) return <p className="hr-applicant__hint">{t('interviews.resultLater')}</p>;
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(values) =>
        void record
          .mutateAsync({ id: interview.id, ...values, feedback: values.feedback.trim() })
          .catch(() => undefined)
      }
    >
      <h3 className="hr-interview-drawer__heading">{t('interviews.recordResult')}</h3>
      <Form.Item
        name="result"
        label={t('interviews.outcome')}
        rules={[{ required: true, message: t('interviews.errors.result') }]}
      >
        <Radio.Group
          options={[
            { value: 'pass', label: t('interviews.pass') },
            { value: 'fail', label: t('interviews.fail') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="feedback"
        label={t('interviews.feedback')}
        extra={t('interviews.feedbackHint')}
        rules={[{ required: true, whitespace: true, message: t('interviews.errors.feedback') }]}
      >
        <Input.TextArea rows={4} maxLength={2000} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={record.isPending}>
        {t('interviews.saveResult')}
      </Button>
    </Form>
  );
};

const Detail = ({ interview, week }: { interview: THrInterview; week: TInterviewWeek }) => {
  const { t } = useTranslation('hr');
  const { modal } = App.useApp();
  const cancel = useCancelHrInterview();
  const open =
    interview.status === InterviewStatus.AwaitingBooking || interview.status === InterviewStatus.Scheduled;
  const when =
    interview.startsAt && interview.endsAt
      ? `${week.formatRange(interview.startsAt, interview.endsAt, week.viewerZone)} · ${zoneLabel(week.viewerZone, new Date(interview.startsAt))}`
      : t('interviews.awaiting');
  const planned =
    interview.startsAt && interview.endsAt && interview.timeZone !== week.viewerZone
      ? `${week.formatRange(interview.startsAt, interview.endsAt, interview.timeZone)} · ${zoneLabel(interview.timeZone, new Date(interview.startsAt))}`
      : null;
  const confirmCancel = () => {
    let reason = '';
    modal.confirm({
      title: t('interviews.cancelTitle'),
      content: (
        <Input.TextArea
          rows={3}
          maxLength={300}
          placeholder={t('interviews.cancelReason')}
          aria-label={t('interviews.cancelReason')}
          onChange={(e) => {
            reason = e.target.value;
          }}
        />
      ),
      okText: t('interviews.cancel'),
      okButtonProps: { danger: true },
      cancelText: t('interviews.keep'),
      onOk: () =>
        cancel.mutateAsync({ id: interview.id, reason: reason.trim() || undefined }).catch(() => undefined),
    });
  };
  return (
    <div className="hr-interview-drawer">
      <Space wrap>
        <Tag color={STATUS_COLORS[interview.status]}>{interview.statusName}</Tag>
        <span className="hr-table__secondary">{t('interviews.round', { round: interview.round })}</span>
      </Space>
      <Descriptions
        column={1}
        size="small"
        className="hr-interview-drawer__facts"
        items={[
          { key: 'candidate', label: t('interviews.candidate'), children: interview.candidateName },
          { key: 'position', label: t('interviews.position'), children: interview.positionName },
          {
            key: 'when',
            label: t('interviews.time'),
            children: (
              <span>
                {when}
                {planned && <span className="hr-table__secondary hr-block">{planned}</span>}
              </span>
            ),
          },
          {
            key: 'duration',
            label: t('interviews.duration'),
            children: t('interviews.minutes', { count: interview.durationMinutes }),
          },
          {
            key: 'people',
            label: t('interviews.interviewers'),
            children: interview.interviewers.map((p) => `${p.name} <${p.email}>`).join(', '),
          },
          ...(interview.location
            ? [{ key: 'place', label: t('interviews.place'), children: interview.location }]
            : []),
          ...(interview.onlineUrl
            ? [
                {
                  key: 'link',
                  label: t('interviews.link'),
                  children: (
                    <a href={interview.onlineUrl} target="_blank" rel="noopener noreferrer">
                      {interview.onlineUrl}
                    </a>
                  ),
                },
              ]
            : []),
        ]}
      />
      {interview.slots.length > 0 && (
        <>
          <h3 className="hr-interview-drawer__heading">{t('interviews.offered')}</h3>
          <ul className="hr-interview-drawer__slots">
            {interview.slots.map((s) => (
              <li key={s.id}>
                {week.formatRange(s.startsAt, s.endsAt, week.viewerZone)}{' '}
                <Tag color={s.isTaken ? 'processing' : 'default'}>
                  {s.isTaken ? t('interviews.taken') : t('interviews.free')}
                </Tag>
              </li>
            ))}
          </ul>
        </>
      )}
      {open && (
        <Button danger onClick={confirmCancel} loading={cancel.isPending}>
          {t('interviews.cancel')}
        </Button>
      )}
      <ResultForm key={interview.id} interview={interview} now={week.now} />
    </div>
  );
};

/** /hr/interviews: a week of interviews (booked times and the times still offered), each opening its detail. */
export const HrInterviewsPage = () => {
  const { t } = useTranslation('hr');
  const format = useHrFormat();
  const isMobile = useIsMobile();
  const week = useInterviewWeek();
  const [creating, setCreating] = useState(false);
  const jobs = useJobChoices('', 100);
  return (
    <div className="hr-interviews">
      <PageHeader
        title={t('interviews.title')}
        text={t('interviews.zone', { zone: week.zone })}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('interviews.new')}
          </Button>
        }
      />
      <div className="hr-interviews__toolbar">
        <Space wrap>
          <Button icon={<LeftOutlined />} aria-label={t('interviews.previous')} onClick={week.previous} />
          <Button onClick={week.thisWeek}>{t('interviews.thisWeek')}</Button>
          <Button icon={<RightOutlined />} aria-label={t('interviews.next')} onClick={week.next} />
          <strong className="hr-interviews__range" aria-live="polite">
            {week.range}
          </strong>
        </Space>
        <Space wrap>
          <Select
            allowClear
            className="hr-interviews__filter"
            placeholder={t('interviews.allJobs')}
            aria-label={t('interviews.job')}
            value={week.jobId}
            onChange={week.setJobId}
            options={jobs.data?.list.map((j) => ({ value: j.id, label: j.title }))}
          />
          <Select
            allowClear
            className="hr-interviews__filter"
            placeholder={t('interviews.allStatuses')}
            aria-label={t('interviews.status')}
            value={week.status}
            onChange={week.setStatus}
            options={format.interviewStatuses}
          />
        </Space>
      </div>
      {week.state === 'loading' ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : week.state === 'error' ? (
        <Alert type="error" showIcon title={week.errorText} />
      ) : (
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
      )}
      <Drawer
        open={week.opened !== null}
        onClose={week.close}
        title={week.opened?.title ?? t('interviews.title')}
        size={isMobile ? '100%' : 560}
        destroyOnHidden
      >
        {week.opened && <Detail interview={week.opened} week={week} />}
      </Drawer>
      <InterviewFormModal open={creating} onClose={() => setCreating(false)} />
    </div>
  );
};
