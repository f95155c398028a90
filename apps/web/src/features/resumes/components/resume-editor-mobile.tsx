import { useEffect, useState, type ReactNode } from 'react';
import { Button, Dialog, Form, Skeleton, Toast } from 'antd-mobile';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useResumeEditor } from '../hooks/use-resume-editor.ts';
import { useResumeProposal } from '../hooks/use-resume-proposal.ts';
import { scrollToFirstField } from '../utils/scroll-to-field.ts';
import { ResumeFormMobile } from './resume-form-mobile.tsx';
import { ResumeProposal } from './resume-proposal.tsx';

const PANEL_OPEN_MS = 320;

interface TProps {
  positionId?: number;
  jobRequired?: readonly string[];
  submitLabel: string;
  after?: ReactNode;
  onApplied?: (applicationId: number | null) => void;
}

/** The resume editor of the phone pages: collapsible sections and a fixed save button. */
export const ResumeEditorMobile = ({
  positionId,
  jobRequired = [],
  submitLabel,
  after,
  onApplied,
}: TProps) => {
  const { t } = useTranslation('resumes');
  const [form] = Form.useForm();
  const [openSections, setOpenSections] = useState<string[]>(['basic']);
  const editor = useResumeEditor(form, {
    positionId,
    onApplied,
    onInvalid: () => Toast.show({ icon: 'fail', content: t('form.fixErrors') }),
    reveal: (errors) => {
      const keys = errors.map((e) => e.key);
      const sectionsWithErrors = [...new Set(keys.map((k) => k.split('.')[0]!))];
      setOpenSections((open) => [...new Set([...open, ...sectionsWithErrors])]);
      window.setTimeout(() => scrollToFirstField(keys), PANEL_OPEN_MS);
    },
  });
  const { detail, blocker } = editor;
  const proposal = useResumeProposal(form, editor.sections, (keys) => {
    editor.onValuesChange();
    setOpenSections((open) => [...new Set([...open, ...keys])]);
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void Dialog.confirm({
      title: t('leave.title'),
      content: t('leave.text'),
      confirmText: t('leave.leave'),
      cancelText: t('leave.stay'),
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, t]);

  if (editor.loadError) return <p className="resume-error">{editor.loadError}</p>;
  if (!editor.ready || !detail.data) {
    return (
      <div className="resume-m-loading">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }
  return (
    <>
      <ResumeProposal proposal={proposal} />
      <ResumeFormMobile
        form={form}
        sections={editor.sections}
        sectionErrors={editor.sectionErrors}
        jobRequired={jobRequired}
        initialValues={detail.data.resume}
        onValuesChange={editor.onValuesChange}
        openSections={openSections}
        onOpenSections={setOpenSections}
      />
      {after}
      <div className="resume-m-savebar">
        {editor.dirty && <span className="resume-m-savebar__state">{t('page.unsaved')}</span>}
        <Button
          block
          color="primary"
          size="large"
          loading={editor.saving}
          onClick={() => void editor.submit()}
        >
          {submitLabel}
        </Button>
      </div>
    </>
  );
};
