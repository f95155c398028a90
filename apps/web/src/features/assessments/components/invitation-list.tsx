import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import { Icon } from '../../../components/ui/icon.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useInvitation } from '../api/get-invitation.ts';

/** The invitation's list: each pending assessment with the time it takes. */
export const InvitationList = () => {
  const { t } = useTranslation('assessments');
  const invitation = useInvitation();
  const items = invitation.data?.list ?? [];
  return (
    <div className="invite">
      <p className="invite__lead">{t('invite.lead')}</p>
      <ul className="invite__list">
        {items.map((item) => (
          <li key={item.id} className="invite__item">
            <Icon svg={FileTextOutlined} className="invite__icon" aria-hidden="true" />
            <div>
              <strong className="invite__name">{item.questionnairename}</strong>
              <span className="invite__duration">{t('invite.within', { duration: item.duration })}</span>
            </div>
          </li>
        ))}
      </ul>
      {invitation.data && invitation.data.recordcount > items.length && (
        <p className="invite__more">
          {t('invite.more', { count: invitation.data.recordcount - items.length })}
        </p>
      )}
    </div>
  );
};
