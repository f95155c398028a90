import { useTranslation } from '../../../lib/use-translation.tsx';
import type { THrOffer } from '@tmp/contracts';
import { useHrOffers } from './api.ts';
import {
  applicantColumn,
  dateColumn,
  HrListPage,
  StatusFilter,
  statusColumn,
} from '../../../components/console/list-page.tsx';
import { canWithdraw, WithdrawOfferButton } from './withdraw-offer-button.tsx';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { useListParams } from '../../../components/console/use-list-params.ts';
import { ACTIONS_COLUMN } from '../../../components/console/use-table-layout.ts';

/** /hr/offers: every offer with its answer, and why it was declined. */
export const HrOffersPage = () => {
  const { t } = useTranslation('hr');
  const format = useHrFormat();
  const list = useListParams();
  const offers = useHrOffers({ pageIndex: list.page, pageSize: list.pageSize, status: list.int('status') });
  return (
    <HrListPage<THrOffer>
      texts="offers"
      list={list}
      query={offers}
      toolbar={<StatusFilter list={list} texts="offers" options={format.offerStatuses} />}
      columns={[
        applicantColumn(t('applicants.candidate')),
        { title: t('applicants.position'), dataIndex: 'positionName', responsive: ['md'] },
        {
          title: t('offers.salary'),
          dataIndex: 'salary',
          render: (salary: number, row) => format.money(salary, row.salaryCurrency),
        },
        dateColumn(format, t('offers.startDate'), 'startDate', { responsive: ['lg'] }),
        dateColumn(format, t('offers.expiresAt'), 'expiresAt', { responsive: ['lg'], withTime: true }),
        statusColumn('offer', t('offers.status')),
        {
          title: t('offers.answer'),
          key: 'answer',
          render: (_, row) =>
            row.respondedAt ? (
              <div className="hr-answer">
                <span className="hr-table__secondary">{format.date(row.respondedAt, true)}</span>
                {row.reason && <p className="hr-reason">{row.reason}</p>}
              </div>
            ) : (
              '—'
            ),
        },
        {
          title: t('common.actions'),
          key: ACTIONS_COLUMN,
          render: (_, row) => (canWithdraw(row) ? <WithdrawOfferButton offer={row} size="small" /> : null),
        },
      ]}
    />
  );
};
