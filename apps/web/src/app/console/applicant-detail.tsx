import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import SwapOutlined from '@ant-design/icons-svg/es/asn/SwapOutlined';
import type { TApplicantDetail } from '@tmp/contracts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { useKit } from '../../lib/kit/kit.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { useHrFormat } from '../../components/console/use-hr-format.ts';
import { StatusTag } from '../../components/console/status-tag.tsx';
import { ApplicantAssessments } from '../../features/assessments/hr/applicant-assessments.tsx';
import { InterviewFormModal } from '../../features/interviews/hr/interview-form-modal.tsx';
import { IssueOfferModal } from '../../features/offers/hr/issue-offer-modal.tsx';
import { ResumeSnapshot } from '../../features/resumes/hr/resume-snapshot.tsx';
import { StatusChangeModal } from '../../features/applications/hr/status-change-modal.tsx';
import { ApplicantMessages } from '../../features/conversations/hr/applicant-messages.tsx';
import { OverdueTag } from '../../features/conversations/hr/overdue-tag.tsx';
import { DataDeletedTag } from '../../features/privacy/hr/data-deleted-tag.tsx';
import { Files, History, Offers } from './applicant-sections.tsx';
import { useApplicantDetail } from './use-applicant-detail.ts';

type TDetail = ReturnType<typeof useApplicantDetail>;

/** Who applied, for which job, when, on whose referral, and where the application stands. */
const Head = ({ a }: { a: TApplicantDetail }) => {
  const { t } = useTranslation('hr');
  const format = useHrFormat();
  return (
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
      <span className="hr-applicant__tags">
        <StatusTag kind="application" status={a.status} name={a.statusName} />
        {a.overdue && <OverdueTag />}
        <DataDeletedTag on={a.personalDataDeletedAt} />
      </span>
    </header>
  );
};

/** HR's next steps: the dialog each opens, and which of the flow's answers lets it be pressed. */
const STEPS = [
  { dialog: 'status', icon: SwapOutlined, text: 'applicant.changeStatus', allowed: 'canMove' },
  { dialog: 'interview', icon: CalendarOutlined, text: 'applicant.arrangeInterview', allowed: 'canInvite' },
  { dialog: 'offer', icon: SendOutlined, text: 'applicant.issueOffer', allowed: 'canOffer', primary: true },
] as const;

const Sections = ({ a }: { a: TApplicantDetail }) => {
  const { t } = useTranslation('hr');
  const { Tabs } = useKit();
  return (
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
          key: 'messages',
          label: t('conversations:hr.messages'),
          children: <ApplicantMessages applicationId={a.id} />,
        },
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
  );
};

/** The dialogs of HR's next steps over the applicant. */
const Dialogs = ({ a, detail }: { a: TApplicantDetail; detail: TDetail }) => (
  <>
    <StatusChangeModal
      open={detail.dialog === 'status'}
      applicationId={a.id}
      current={a.status}
      onClose={detail.closeDialog}
    />
    <InterviewFormModal
      open={detail.dialog === 'interview'}
      targets={[{ id: a.id, candidateName: a.candidateName }]}
      onClose={detail.closeDialog}
    />
    <IssueOfferModal
      open={detail.dialog === 'offer'}
      applicationId={a.id}
      candidateName={a.candidateName}
      positionName={a.positionName}
      onClose={detail.closeDialog}
    />
  </>
);

/** One applicant: who, for which job, where it stands, and what HR can do next. */
export const ApplicantDetail = ({ id }: { id: number }) => {
  const { t } = useTranslation('hr');
  const { Skeleton, Notice, Button } = useKit();
  const detail = useApplicantDetail(id);
  const { applicant } = detail;
  if (applicant.isPending) return <Skeleton rows={10} />;
  if (applicant.isError) return <Notice tone="error">{applicant.error.message}</Notice>;
  const a = applicant.data;
  return (
    <div className="hr-applicant">
      <Head a={a} />
      <div className="hr-applicant__actions">
        {STEPS.map((step) => (
          <Button
            key={step.dialog}
            kind={'primary' in step ? 'primary' : undefined}
            icon={<Icon svg={step.icon} aria-hidden />}
            onClick={() => detail.openDialog(step.dialog)}
            disabled={!detail[step.allowed]}
          >
            {t(step.text)}
          </Button>
        ))}
      </div>
      {detail.hasPendingOffer && <p className="hr-applicant__hint">{t('applicant.pendingOfferHint')}</p>}
      <Sections a={a} />
      <Dialogs a={a} detail={detail} />
    </div>
  );
};
