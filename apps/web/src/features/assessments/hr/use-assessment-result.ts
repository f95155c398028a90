import { AssessmentStatus, type THrAssessmentDetail } from '@tmp/contracts';
import { useKit } from '../../../lib/kit/kit.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useAssessmentResult, useCancelAssessment, useMarkAssessmentAbsent } from './api.ts';

/** One assignment as HR reads it, and whether anything in its record needs a look. */
export const useAssessmentResultDetail = (id: number) => {
  const query = useAssessmentResult(id);
  const detail = query.data;
  return {
    query,
    hasConcern:
      !!detail && (detail.integrityFlags.length > 0 || detail.fullscreenExits + detail.tabSwitches > 0),
  };
};

/** Cancelling an assessment not started, or recording that the candidate missed it, each asked first. */
export const useAssessmentActions = (detail: THrAssessmentDetail) => {
  const { t } = useTranslation('hr');
  const confirm = useKit().useConfirm();
  const cancel = useCancelAssessment();
  const absent = useMarkAssessmentAbsent();
  const ask = async (kind: 'cancel' | 'absent') => {
    const sure = await confirm({
      title: t(kind === 'cancel' ? 'assessment.cancelTitle' : 'assessment.absentTitle'),
      content: t(kind === 'cancel' ? 'assessment.cancelText' : 'assessment.absentText'),
      confirmText: t(kind === 'cancel' ? 'assessment.cancel' : 'assessment.markAbsent'),
      cancelText: t('assessment.keep'),
      danger: true,
    });
    // A refusal is shown by the API client's toast; the detail stays as it was.
    if (sure) await (kind === 'cancel' ? cancel : absent).mutateAsync(detail.id).catch(() => undefined);
  };
  const isToDo = detail.status === AssessmentStatus.ToDo;
  return {
    canCancel: isToDo,
    canMarkAbsent: isToDo || detail.status === AssessmentStatus.Expired,
    cancel: () => void ask('cancel'),
    markAbsent: () => void ask('absent'),
  };
};
