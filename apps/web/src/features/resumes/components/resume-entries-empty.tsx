import type { TResumeSectionView } from '../hooks/use-resume-form-view.ts';

/** What a repeated section without entries says; an error once the section is required. */
export const ResumeEntriesEmpty = ({ empty }: { empty: TResumeSectionView['empty'] }) => (
  <p
    className={`resume-entries__empty${empty.isError ? ' is-error' : ''}`}
    role={empty.isError ? 'alert' : undefined}
  >
    {empty.text}
  </p>
);
