import { useState } from 'react';
import { Button, Empty, List, Skeleton, Space } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useAssessmentResults } from './api.ts';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { hrPaths } from '../../../config/hr-paths.ts';
import { AssignAssessmentModal } from './assign-assessment-modal.tsx';
import { StatusTag } from '../../../components/console/status-tag.tsx';

/** The assessments of one application, with a way to assign another. */
export const ApplicantAssessments = ({
  applicationId,
  candidateName,
}: {
  applicationId: number;
  candidateName: string;
}) => {
  const { t } = useTranslation('hr');
  const format = useHrFormat();
  const [assigning, setAssigning] = useState(false);
  const results = useAssessmentResults({ pageIndex: 1, pageSize: 50, applicationId });
  return (
    <div className="hr-applicant-assessments">
      <Button icon={<ExperimentOutlined />} onClick={() => setAssigning(true)}>
        {t('assessments.assign')}
      </Button>
      {results.isPending ? (
        <Skeleton active />
      ) : results.data?.list.length ? (
        <List
          dataSource={results.data.list}
          renderItem={(row) => (
            <List.Item
              actions={[
                <Link key="open" to={hrPaths.assessmentResult(row.id, applicationId)}>
                  {t('assessments.open')}
                </Link>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Space wrap>
                    <span>{row.questionnaireName}</span>
                    <StatusTag kind="assessment" status={row.status} name={row.statusName} />
                  </Space>
                }
                description={
                  row.score === null
                    ? `${t('assessments.deadline')}: ${format.date(row.deadline, true)}`
                    : `${t('assessments.score')}: ${row.score} / ${row.maxScore}${row.resultName ? ` · ${row.resultName}` : ''}`
                }
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('assessments.noneForApplicant')} />
      )}
      <AssignAssessmentModal
        open={assigning}
        targets={[{ id: applicationId, candidateName }]}
        onClose={() => setAssigning(false)}
      />
    </div>
  );
};
