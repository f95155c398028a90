import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { useResumeEditor } from '../hooks/use-resume-editor.ts';
import { useResumeProposal } from '../hooks/use-resume-proposal.ts';
import { scrollToFirstField } from '../utils/scroll-to-field.ts';
import { ResumeForm, resumeSectionId } from './resume-form.tsx';
import { ResumeProposal } from './resume-proposal.tsx';

/** How long a phone's section takes to open before its field can be scrolled to. */
const PANEL_OPEN_MS = 320;

interface TProps {
  positionId?: number;
  jobRequired?: readonly string[];
  submitLabel: string;
  /** Shown above the section navigation of a desktop (the job on /delivery). */
  asideTop?: ReactNode;
  /** Extra cards after the form (the resume files on /resume), and their entries in the navigation. */
  after?: ReactNode;
  afterSections?: Array<{ key: string; title: string }>;
  onApplied?: (applicationId: number | null) => void;
}

/** Asks before leaving a resume with unsaved changes: the navigation goes on or stays as the user says. */
const useLeaveGuard = (blocker: ReturnType<typeof useResumeEditor>['blocker']) => {
  const { t } = useTranslation('resumes');
  const confirm = useKit().useConfirm();
  const askToLeave = useEffectEvent(() => {
    const leave = { title: t('leave.title'), content: t('leave.text'), danger: true };
    void confirm({ ...leave, confirmText: t('leave.leave'), cancelText: t('leave.stay') }).then((yes) =>
      yes ? blocker.proceed?.() : blocker.reset?.(),
    );
  });
  useEffect(() => {
    if (blocker.state === 'blocked') askToLeave();
  }, [blocker.state]);
};

/** The editor's state: the open sections, the resume form, its AI proposal; a wrong submit opens and shows the fields. */
const useEditorState = ({ positionId, onApplied }: Pick<TProps, 'positionId' | 'onApplied'>) => {
  const { device } = useKit();
  const [open, setOpen] = useState<string[]>(['basic']);
  const openAlso = (keys: string[]) => setOpen((now) => [...new Set([...now, ...keys])]);
  const editor = useResumeEditor({
    positionId,
    onApplied,
    reveal: (errors) => {
      const keys = errors.map((e) => e.key);
      openAlso(keys.map((key) => key.split('.')[0]!));
      window.setTimeout(() => scrollToFirstField(keys), device === 'mobile' ? PANEL_OPEN_MS : 50);
    },
  });
  const proposal = useResumeProposal(editor.form, editor.sections, openAlso);
  useLeaveGuard(editor.blocker);
  return { editor, proposal, open, setOpen };
};

/** A desktop's list of the sections, each link scrolling smoothly to its card. */
const SectionNav = ({ nav }: { nav: Array<{ key: string; title: string }> }) => {
  const { t } = useTranslation('resumes');
  return (
    <nav className="resume-nav" aria-label={t('page.sections')}>
      <p className="resume-nav__title">{t('page.sections')}</p>
      {nav.map(({ key, title }) => (
        <a
          key={key}
          href={`#${resumeSectionId(key)}`}
          className="resume-nav__link"
          onClick={(event) => {
            event.preventDefault();
            document.getElementById(resumeSectionId(key))?.scrollIntoView({ behavior: 'smooth' });
          }}
        >
          {title}
        </a>
      ))}
    </nav>
  );
};

const SAVE_STATE_TEXT = { unsaved: 'page.unsaved', neverSaved: 'page.neverSaved', saved: 'page.allSaved' };

/** The bar at the foot: whether the changes are saved, and the submit. */
const SaveBar = ({ editor, label }: { editor: ReturnType<typeof useResumeEditor>; label: string }) => {
  const { t } = useTranslation('resumes');
  const { Button, device } = useKit();
  // Changes not saved yet win; the header's "Last saved" reads the same save time, so a clean but never-saved
  // resume is never "All changes saved".
  const saveState = editor.dirty ? 'unsaved' : editor.detail.data?.updatedAt ? 'saved' : 'neverSaved';
  return (
    <div className={`resume-savebar resume-savebar--${device}`} role="region" aria-label={label}>
      <div className="resume-savebar__inner">
        <span
          className={`resume-savebar__state${saveState === 'saved' ? '' : ' is-dirty'}`}
          aria-live="polite"
        >
          <Icon svg={saveState === 'saved' ? CheckCircleFilled : ExclamationCircleFilled} />{' '}
          {t(SAVE_STATE_TEXT[saveState])}
        </span>
        <Button
          kind="primary"
          size="large"
          block
          loading={editor.saving}
          onClick={() => void editor.submit()}
        >
          {label}
        </Button>
      </div>
    </div>
  );
};

/** The resume editor: the form (with section navigation on a desktop) and a save bar at the foot. */
export const ResumeEditor = (props: TProps) => {
  const { jobRequired = [], submitLabel, asideTop, after, afterSections = [] } = props;
  const { Skeleton, device } = useKit();
  const { editor, proposal, open, setOpen } = useEditorState(props);
  const { ready, sections } = editor;
  if (editor.loadError) return <p className="resume-error">{editor.loadError}</p>;
  const nav = [...sections.map((s) => ({ key: s.key, title: s.name })), ...afterSections];
  return (
    <>
      <div className={`resume-layout resume-layout--${device}`}>
        {device === 'desktop' && (
          <aside className="resume-aside">
            <div className="resume-aside__sticky">
              {asideTop}
              {ready && <SectionNav nav={nav} />}
            </div>
          </aside>
        )}
        <div className="resume-main">
          {ready ? (
            <>
              <ResumeProposal proposal={proposal} />
              <ResumeForm editor={editor} jobRequired={jobRequired} open={open} onOpen={setOpen} />
              {after}
            </>
          ) : (
            <div className="resume-card">
              <Skeleton rows={8} />
            </div>
          )}
        </div>
      </div>
      {ready && <SaveBar editor={editor} label={submitLabel} />}
    </>
  );
};
