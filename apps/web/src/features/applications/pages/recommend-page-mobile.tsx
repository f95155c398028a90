import { Tag } from 'antd-mobile';
import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { RecordsFrameMobile } from '../components/records-frame-mobile.tsx';
import { useRecordScroll } from '../hooks/use-records.ts';

export const RecommendPageMobile = () => {
  const view = useRecordScroll('recommend');
  return (
    <RecordsFrameMobile view={view}>
      {view.rows.map((row) => (
        <article key={row.id} className="record-card">
          <div className="record-card__top">
            <Link to={row.jobHref} className="record-card__title">
              {row.jobName}
            </Link>
            <Tag className="record-card__tag" color={row.tone} fill="outline">
              {row.statusName}
            </Tag>
          </div>
          <p className="record-card__meta">
            <UserOutlined aria-hidden="true" /> {row.candidateName}
            {' · '}
            {view.label('date')} {row.date}
          </p>
        </article>
      ))}
    </RecordsFrameMobile>
  );
};
