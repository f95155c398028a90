import { useMemo, type ReactNode } from 'react';
import { Anchor, App, Button, Form, Modal, Skeleton } from 'antd';
import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useResumeEditor } from '../hooks/use-resume-editor.ts';
import { useResumeProposal } from '../hooks/use-resume-proposal.ts';
import { scrollToFirstField } from '../utils/scroll-to-field.ts';
import { ResumeFormDesktop, resumeSectionId } from './resume-form-desktop.tsx';
import { ResumeProposal } from './resume-proposal.tsx';

const HEADER_OFFSET = 88;

interface TProps {
  positionId?: number;
  jobRequired?: readonly string[];
  submitLabel: string;
  /** Shown above the section navigation (the job on /delivery). */
  asideTop?: ReactNode;
  /** Extra cards after the form (the resume files on /resume). */
  after?: ReactNode;
  extraAnchors?: Array<{ key: string; href: string; title: string }>;
  onApplied?: (applicationId: number | null) => void;
}

/** The resume editor of the desktop pages: section navigation, the form, and a sticky save bar. */
export const ResumeEditorDesktop = ({
  positionId,
  jobRequired = [],
  submitLabel,
  asideTop,
  after,
  extraAnchors = [],
  onApplied,
}: TProps) => {
  const { t } = useTranslation('resumes');
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const editor = useResumeEditor(form, {
    positionId,
    onApplied,
    onInvalid: () => void message.error(t('form.fixErrors')),
    reveal: (errors) => {
      window.setTimeout(() => scrollToFirstField(errors.map((e) => e.key)), 50);
    },
  });
  const { detail, sections } = editor;
  const proposal = useResumeProposal(form, sections, () => editor.onValuesChange());

  const anchors = useMemo(
    () => [
      ...sections.map((s) => ({ key: s.key, href: `#${resumeSectionId(s.key)}`, title: s.name })),
      ...extraAnchors,
    ],
    [sections, extraAnchors],
  );

  if (editor.loadError) return <p className="resume-error">{editor.loadError}</p>;
  if (!editor.ready || !detail.data) {
    return (
      <div className="resume-layout">
        <aside className="resume-aside">{asideTop}</aside>
        <div className="resume-main">
          <div className="resume-card">
            <Skeleton active paragraph={{ rows: 8 }} />
          </div>
        </div>
      </div>
    );
  }

  return (
    <>
      <div className="resume-layout">
        <aside className="resume-aside">
          <div className="resume-aside__sticky">
            {asideTop}
            <nav className="resume-nav" aria-label={t('page.sections')}>
              <p className="resume-nav__title">{t('page.sections')}</p>
              <Anchor replace targetOffset={HEADER_OFFSET} offsetTop={HEADER_OFFSET} items={anchors} />
            </nav>
          </div>
        </aside>
        <div className="resume-main">
          <ResumeProposal proposal={proposal} />
          <ResumeFormDesktop
            form={form}
            sections={sections}
            sectionErrors={editor.sectionErrors}
            jobRequired={jobRequired}
            initialValues={detail.data.resume}
            onValuesChange={editor.onValuesChange}
          />
          {after}
        </div>
      </div>
      <div className="resume-savebar" role="region" aria-label={submitLabel}>
        <div className="resume-savebar__inner">
          <span className={`resume-savebar__state${editor.dirty ? ' is-dirty' : ''}`} aria-live="polite">
            {editor.dirty ? <ExclamationCircleFilled /> : <CheckCircleFilled />}{' '}
            {editor.dirty ? t('page.unsaved') : t('page.allSaved')}
          </span>
          <Button type="primary" size="large" loading={editor.saving} onClick={() => void editor.submit()}>
            {submitLabel}
          </Button>
        </div>
      </div>
      <Modal
        open={editor.blocker.state === 'blocked'}
        title={t('leave.title')}
        okText={t('leave.leave')}
        cancelText={t('leave.stay')}
        okButtonProps={{ danger: true }}
        onOk={() => editor.blocker.proceed?.()}
        onCancel={() => editor.blocker.reset?.()}
      >
        {t('leave.text')}
      </Modal>
    </>
  );
};
