import type { ReactNode } from 'react';
import type { THrOffer } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TTableColumn } from '../../../lib/kit/kit.ts';
import {
  ACTIONS_COLUMN,
  applicantColumn,
  dateColumn,
  HrListPage,
  StatusFilter,
  statusColumn,
} from '../../../components/console/list-page.tsx';
import type { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { canWithdraw, WithdrawOfferButton } from './withdraw-offer-button.tsx';
import { useOffersPage } from './use-offers-page.ts';

type TFormat = ReturnType<typeof useHrFormat>;

/** When the candidate answered, and the reason they gave for declining. */
const answerOf = (row: THrOffer, format: TFormat): ReactNode =>
  row.respondedAt ? (
    <div className="hr-answer">
      <span className="hr-table__secondary">{format.date(row.respondedAt, true)}</span>
      {row.reason && <p className="hr-reason">{row.reason}</p>}
    </div>
  ) : (
    '—'
  );

const useColumns = (format: TFormat): TTableColumn<THrOffer>[] => {
  const { t } = useTranslation('hr');
  return [
    applicantColumn(t('applicants.candidate')),
    { key: 'positionName', title: t('applicants.position'), cell: (row) => row.positionName },
    {
      key: 'salary',
      title: t('offers.salary'),
      cell: (row) => format.money(row.salary, row.salaryCurrency),
    },
    dateColumn(format, t('offers.startDate'), 'startDate'),
    dateColumn(format, t('offers.expiresAt'), 'expiresAt', { withTime: true }),
    statusColumn('offer', t('offers.status')),
    { key: 'answer', title: t('offers.answer'), cell: (row) => answerOf(row, format) },
    {
      key: ACTIONS_COLUMN,
      title: t('common.actions'),
      cell: (row) => (canWithdraw(row) ? <WithdrawOfferButton offer={row} /> : null),
    },
  ];
};

/** /hr/offers: every offer with its answer, and why it was declined. */
export const HrOffersPage = () => {
  const { format, list, offers } = useOffersPage();
  const columns = useColumns(format);
  return (
    <HrListPage<THrOffer>
      texts="offers"
      list={list}
      query={offers}
      toolbar={<StatusFilter list={list} texts="offers" options={format.offerStatuses} />}
      columns={columns}
    />
  );
};
