import { useState } from 'react';
import { Alert, Button, Empty, List, Skeleton, Space, Tabs, Timeline } from 'antd';
import {
  CalendarOutlined,
  DownloadOutlined,
  FilePdfOutlined,
  SendOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { useTranslation } from '../../lib/use-translation.tsx';
import {
  ApplicationStatus,
  ApplicationStep,
  canMoveApplication,
  nextApplicationStatuses,
  OfferStatus,
  type TApplicantDetail,
} from '@tmp/contracts';
import { downloadResumeFile, useApplicant } from '../../features/applications/hr/api.ts';
import { useHrFormat } from '../../components/console/use-hr-format.ts';
import { ApplicantAssessments } from '../../features/assessments/hr/applicant-assessments.tsx';
import { InterviewFormModal } from '../../features/interviews/hr/interview-form-modal.tsx';
import { IssueOfferModal } from '../../features/offers/hr/issue-offer-modal.tsx';
import { ResumeSnapshot } from '../../features/resumes/hr/resume-snapshot.tsx';
import { StatusChangeModal } from '../../features/applications/hr/status-change-modal.tsx';
import { canWithdraw, WithdrawOfferButton } from '../../features/offers/hr/withdraw-offer-button.tsx';
import { StatusTag } from '../../components/console/status-tag.tsx';

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const Files = ({ files }: { files: TApplicantDetail['files'] }) => {
  const { t } = useTranslation('hr');
  const format = useHrFormat();
  const [busy, setBusy] = useState<number | null>(null);
  if (!files.length) return <Empty description={t('applicant.noFiles')} />;
  return (
    <List
      dataSource={files}
      renderItem={(file) => (
        <List.Item
          actions={[
            <Button
              key="download"
              icon={<DownloadOutlined />}
              loading={busy === file.id}
              onClick={() => {
                setBusy(file.id);
                void downloadResumeFile(file.id, file.fileName)
                  .catch(() => undefined)
                  .finally(() => setBusy(null));
              }}
            >
              {t('applicant.download')}
            </Button>,
          ]}
        >
          <List.Item.Meta
            avatar={<FilePdfOutlined className="hr-file-icon" />}
            title={file.fileName}
            description={`${formatSize(file.size)} · ${format.date(file.createdAt, true)}`}
          />
        </List.Item>
      )}
    />
  );
};

const History = ({ history }: { history: TApplicantDetail['history'] }) => {
  const format = useHrFormat();
  return (
    <Timeline
      items={[...history].reverse().map((event, index) => ({
        key: index,
        color: index === 0 ? 'blue' : 'gray',
        content: (
          <div className="hr-history">
            <strong>{event.statusName}</strong>
            <span className="hr-history__date">{format.date(event.createdAt, true)}</span>
            {event.note && <p className="hr-history__note">{event.note}</p>}
          </div>
        ),
      }))}
    />
  );
};

const Offers = ({ offers }: { offers: TApplicantDetail['offers'] }) => {
  const { t } = useTranslation('hr');
  const format = useHrFormat();
  if (!offers.length) return <Empty description={t('applicant.noOffers')} />;
  return (
    <List
      dataSource={offers}
      renderItem={(offer) => (
        <List.Item actions={canWithdraw(offer) ? [<WithdrawOfferButton key="withdraw" offer={offer} />] : []}>
          <List.Item.Meta
            title={
              <Space wrap>
                <span>{format.money(offer.salary, offer.salaryCurrency)}</span>
                <StatusTag kind="offer" status={offer.status} name={offer.statusName} />
              </Space>
            }
            description={
              <>
                {t('offers.answerBy', { date: format.date(offer.expiresAt, true) })}
                {offer.reason && (
                  <p className="hr-reason">
                    {t('offers.reason')}: {offer.reason}
                  </p>
                )}
              </>
            }
          />
        </List.Item>
      )}
    />
  );
};

/** One applicant: who, for which job, where it stands, and what HR can do next. */
export const ApplicantDetail = ({ id }: { id: number }) => {
  const { t } = useTranslation('hr');
  const format = useHrFormat();
  const applicant = useApplicant(id);
  const [dialog, setDialog] = useState<'status' | 'offer' | 'interview' | null>(null);
  if (applicant.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (applicant.isError) return <Alert type="error" showIcon title={applicant.error.message} />;
  const a = applicant.data;
  const hasPendingOffer = a.offers.some((o) => o.status === OfferStatus.Pending);
  // What the console offers is what the contracts' flow allows (decisions §5), so no move is refused.
  const canMove = nextApplicationStatuses(a.status, ApplicationStep.Move).length > 0;
  const canInvite = canMoveApplication(a.status, ApplicationStatus.Interview, ApplicationStep.Interview);
  const canOffer = canMoveApplication(a.status, ApplicationStatus.Offer, ApplicationStep.Offer);
  return (
    <div className="hr-applicant">
      <header className="hr-applicant__head">
        <div>
          <h3 className="hr-applicant__name">{a.candidateName}</h3>
          <p className="hr-applicant__meta">
            {a.positionName} · {a.contact}
          </p>
          <p className="hr-applicant__meta">
            {t('applicant.appliedOn', { date: format.date(a.applyDate) })}
            {a.referrerName && ` · ${t('applicant.referredBy', { name: a.referrerName })}`}
          </p>
        </div>
        <StatusTag kind="application" status={a.status} name={a.statusName} />
      </header>
      <div className="hr-applicant__actions">
        <Button icon={<SwapOutlined />} onClick={() => setDialog('status')} disabled={!canMove}>
          {t('applicant.changeStatus')}
        </Button>
        <Button icon={<CalendarOutlined />} onClick={() => setDialog('interview')} disabled={!canInvite}>
          {t('applicant.arrangeInterview')}
        </Button>
        <Button
          type="primary"
          icon={<SendOutlined />}
          onClick={() => setDialog('offer')}
          disabled={hasPendingOffer || !canOffer}
        >
          {t('applicant.issueOffer')}
        </Button>
      </div>
      {hasPendingOffer && <p className="hr-applicant__hint">{t('applicant.pendingOfferHint')}</p>}
      <Tabs
        items={[
          { key: 'resume', label: t('applicant.resume'), children: <ResumeSnapshot resume={a.resume} /> },
          {
            key: 'files',
            label: t('applicant.files', { count: a.files.length }),
            children: <Files files={a.files} />,
          },
          { key: 'history', label: t('applicant.history'), children: <History history={a.history} /> },
          {
            key: 'offers',
            label: t('applicant.offers', { count: a.offers.length }),
            children: <Offers offers={a.offers} />,
          },
          {
            key: 'assessments',
            label: t('nav.assessments'),
            children: <ApplicantAssessments applicationId={a.id} candidateName={a.candidateName} />,
          },
        ]}
      />
      <StatusChangeModal
        open={dialog === 'status'}
        applicationId={a.id}
        current={a.status}
        onClose={() => setDialog(null)}
      />
      <InterviewFormModal
        open={dialog === 'interview'}
        targets={[{ id: a.id, candidateName: a.candidateName }]}
        onClose={() => setDialog(null)}
      />
      <IssueOfferModal
        open={dialog === 'offer'}
        applicationId={a.id}
        candidateName={a.candidateName}
        positionName={a.positionName}
        onClose={() => setDialog(null)}
      />
    </div>
  );
};
