import { useState } from 'react';
import { Tag } from 'antd-mobile';
import { EnvironmentOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { InterviewNotices } from '../components/interview-notices.tsx';
import { RecordsFrameMobile } from '../components/records-frame-mobile.tsx';
import { StatusHistory } from '../components/status-history.tsx';
import { useRecordScroll, type TApplyRow } from '../hooks/use-records.ts';

const ApplyCard = ({ row, label }: { row: TApplyRow; label: (key: string) => string }) => {
  const [open, setOpen] = useState(false);
  return (
    <article className="record-card">
      <div className="record-card__top">
        <Link to={row.jobHref} className="record-card__title">
          {row.jobName}
        </Link>
        <Tag className="record-card__tag" color={row.tone} fill="outline">
          {row.statusName}
        </Tag>
      </div>
      <p className="record-card__meta">
        <EnvironmentOutlined aria-hidden="true" /> {row.location}
        {' · '}
        {label('date')} {row.date}
      </p>
      {open && <StatusHistory history={row.history} label={label('history')} />}
      <div className="record-card__actions">
        <button
          type="button"
          className="record-card__toggle"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? label('hideHistory') : label('showHistory')}
        </button>
        {row.offerHref && <Link to={row.offerHref}>{label('viewOffer')}</Link>}
      </div>
    </article>
  );
};

export const ApplyPageMobile = () => {
  const view = useRecordScroll('apply');
  return (
    <RecordsFrameMobile view={view} above={<InterviewNotices />}>
      {view.rows.map((row) => (
        <ApplyCard key={row.id} row={row} label={view.label} />
      ))}
    </RecordsFrameMobile>
  );
};
