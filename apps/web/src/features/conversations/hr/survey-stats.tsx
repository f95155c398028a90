import { SURVEY_MIN_GROUP } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit, type TTableColumn } from '../../../lib/kit/kit.ts';
import type { useSurveyStats } from './api.ts';

type TGroup = NonNullable<ReturnType<typeof useSurveyStats>['data']>['groups'][number];
type TRow = TGroup & { id: string };

const noop = () => undefined;

/** What candidates said of their experience, per job and stage: never one person's answer, never a name. */
export const SurveyStats = ({ survey }: { survey: ReturnType<typeof useSurveyStats> }) => {
  const { t } = useTranslation('conversations');
  const { Table, Notice } = useKit();
  const rows: TRow[] = (survey.data?.groups ?? []).map((group) => ({
    ...group,
    id: `${group.positionId}-${group.stage}`,
  }));
  const columns: TTableColumn<TRow>[] = [
    { key: 'positionName', title: t('hr.job'), cell: (row) => row.positionName },
    { key: 'stageName', title: t('hr.surveyStage'), cell: (row) => row.stageName },
    { key: 'answers', title: t('hr.surveyAnswers'), width: 90, cell: (row) => row.answers },
    { key: 'nps', title: t('hr.nps'), width: 80, cell: (row) => row.nps },
    {
      key: 'informed',
      title: t('hr.keptInformed'),
      cell: (row) => t('hr.informedShares', row.informed),
    },
  ];
  const hidden = survey.data?.hiddenAnswers ?? 0;
  return (
    <section className="hr-card hr-survey" aria-labelledby="hr-survey-title">
      <h3 id="hr-survey-title" className="hr-survey__title">
        {t('hr.surveyTitle')}
      </h3>
      <p className="hr-survey__lead">{t('hr.surveyLead', { min: SURVEY_MIN_GROUP })}</p>
      {survey.isError ? (
        <Notice tone="error">{survey.error.message}</Notice>
      ) : (
        <Table<TRow>
          rows={rows}
          columns={columns}
          loading={survey.isFetching}
          empty={t('hr.surveyEmpty')}
          pager={{ current: 1, pageSize: Math.max(rows.length, 1), total: rows.length, onChange: noop }}
        />
      )}
      {hidden > 0 && <p className="hr-table__secondary">{t('hr.surveyHidden', { count: hidden })}</p>}
    </section>
  );
};
