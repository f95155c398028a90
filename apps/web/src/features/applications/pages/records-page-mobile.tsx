import { useState, type ReactNode } from 'react';
import { Tag } from 'antd-mobile';
import { EnvironmentOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { InterviewNotices } from '../components/interview-notices.tsx';
import { RecordsFrameMobile } from '../components/records-frame-mobile.tsx';
import { StatusHistory } from '../components/status-history.tsx';
import { useRecordScroll, type TApplyRow, type TRowBase } from '../hooks/use-records.ts';

type TLabel = (key: string) => string;

/** A record's card: the job and its status, then a line of facts ending with the date. */
const RecordCard = ({
  row,
  label,
  meta,
  children,
}: {
  row: TRowBase;
  label: TLabel;
  meta: ReactNode;
  children?: ReactNode;
}) => (
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
      {meta}
      {' · '}
      {label('date')} {row.date}
    </p>
    {children}
  </article>
);

const ApplyCard = ({ row, label }: { row: TApplyRow; label: TLabel }) => {
  const [open, setOpen] = useState(false);
  const meta = (
    <>
      <EnvironmentOutlined aria-hidden="true" /> {row.location}
    </>
  );
  return (
    <RecordCard row={row} label={label} meta={meta}>
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
    </RecordCard>
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

export const RecommendPageMobile = () => {
  const view = useRecordScroll('recommend');
  return (
    <RecordsFrameMobile view={view}>
      {view.rows.map((row) => (
        <RecordCard
          key={row.id}
          row={row}
          label={view.label}
          meta={
            <>
              <UserOutlined aria-hidden="true" /> {row.candidateName}
            </>
          }
        />
      ))}
    </RecordsFrameMobile>
  );
};
