import { useTranslation } from '../../../lib/use-translation.tsx';
import type { THrReferral } from '@tmp/contracts';
import { useReferrals } from './api.ts';
import {
  applicantColumn,
  dateColumn,
  HrListPage,
  statusColumn,
} from '../../../components/console/list-page.tsx';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { useListParams } from '../../../components/console/use-list-params.ts';

/** /hr/referrals: who recommended whom, and where each application stands. */
export const HrReferralsPage = () => {
  const { t } = useTranslation('hr');
  const format = useHrFormat();
  const list = useListParams();
  const referrals = useReferrals({ pageIndex: list.page, pageSize: list.pageSize });
  return (
    <HrListPage<THrReferral>
      texts="referrals"
      list={list}
      query={referrals}
      rowKey="applicationId"
      columns={[
        { title: t('referrals.referrer'), dataIndex: 'referrerName' },
        applicantColumn(t('referrals.candidate')),
        { title: t('applicants.position'), dataIndex: 'positionName', responsive: ['md'] },
        statusColumn('application', t('applicants.status')),
        dateColumn(format, t('applicants.applied'), 'applyDate', { responsive: ['sm'] }),
      ]}
    />
  );
};
