import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import FilePdfOutlined from '@ant-design/icons-svg/es/asn/FilePdfOutlined';
import type { TApplicantDetail } from '@tmp/contracts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { useKit } from '../../lib/kit/kit.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { useHrFormat } from '../../components/console/use-hr-format.ts';
import { StatusTag } from '../../components/console/status-tag.tsx';
import { canWithdraw, WithdrawOfferButton } from '../../features/offers/hr/withdraw-offer-button.tsx';
import { formatSize, useFileDownload } from './use-applicant-detail.ts';

/** The PDFs the candidate uploaded, each with its size, its date and a download. */
export const Files = ({ files }: { files: TApplicantDetail['files'] }) => {
  const { t } = useTranslation('hr');
  const { Button, Empty } = useKit();
  const format = useHrFormat();
  const { busy, download } = useFileDownload();
  if (!files.length) return <Empty title={t('applicant.noFiles')} />;
  return (
    <ul className="hr-applicant-list">
      {files.map((file) => (
        <li key={file.id} className="hr-applicant-list__item">
          <Icon svg={FilePdfOutlined} className="hr-file-icon" aria-hidden />
          <div className="hr-applicant-list__body">
            <strong className="hr-applicant-list__title">{file.fileName}</strong>
            <span className="hr-applicant-list__text">
              {formatSize(file.size)} · {format.date(file.createdAt, true)}
            </span>
          </div>
          <div className="hr-applicant-list__actions">
            <Button
              icon={<Icon svg={DownloadOutlined} aria-hidden />}
              loading={busy === file.id}
              onClick={() => download(file)}
            >
              {t('applicant.download')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
};

/** Where the application has been, the latest first, with the notes the candidate was sent. */
export const History = ({ history }: { history: TApplicantDetail['history'] }) => {
  const format = useHrFormat();
  return (
    <ol className="hr-history-list">
      {[...history].reverse().map((event, index) => (
        <li
          key={index}
          className={`hr-history-list__event${index === 0 ? ' hr-history-list__event--latest' : ''}`}
        >
          <div className="hr-history">
            <strong>{event.statusName}</strong>
            <span className="hr-history__date">{format.date(event.createdAt, true)}</span>
            {event.note && <p className="hr-history__note">{event.note}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
};

/** The offers made for the application; a pending one can be withdrawn. */
export const Offers = ({ offers }: { offers: TApplicantDetail['offers'] }) => {
  const { t } = useTranslation('hr');
  const { Empty } = useKit();
  const format = useHrFormat();
  if (!offers.length) return <Empty title={t('applicant.noOffers')} />;
  return (
    <ul className="hr-applicant-list">
      {offers.map((offer) => (
        <li key={offer.id} className="hr-applicant-list__item">
          <div className="hr-applicant-list__body">
            <span className="hr-applicant-list__title hr-applicant-list__title--row">
              <span>{format.money(offer.salary, offer.salaryCurrency)}</span>
              <StatusTag kind="offer" status={offer.status} name={offer.statusName} />
            </span>
            <span className="hr-applicant-list__text">
              {t('offers.answerBy', { date: format.date(offer.expiresAt, true) })}
            </span>
            {offer.reason && (
              <p className="hr-reason">
                {t('offers.reason')}: {offer.reason}
              </p>
            )}
          </div>
          {canWithdraw(offer) && (
            <div className="hr-applicant-list__actions">
              <WithdrawOfferButton offer={offer} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
};
