import { useTranslation } from '../../../lib/use-translation.tsx';
import {
  applicantColumn,
  dateColumn,
  HrListPage,
  statusColumn,
} from '../../../components/console/list-page.tsx';
import { useReferralsPage, type TReferralRow } from './use-referrals-page.ts';

/** /hr/referrals: who recommended whom, and where each application stands. */
export const HrReferralsPage = () => {
  const { t } = useTranslation('hr');
  const page = useReferralsPage();
  return (
    <HrListPage<TReferralRow>
      texts="referrals"
      list={page.list}
      query={page.query}
      columns={[
        { key: 'referrerName', title: t('referrals.referrer'), cell: (row) => row.referrerName },
        applicantColumn(t('referrals.candidate')),
        { key: 'positionName', title: t('applicants.position'), cell: (row) => row.positionName },
        statusColumn('application', t('applicants.status')),
        dateColumn(page.format, t('applicants.applied'), 'applyDate'),
      ]}
    />
  );
};
