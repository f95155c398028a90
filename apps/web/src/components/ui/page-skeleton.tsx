/**
 * The page frame while a page's code and data arrive: the shell around it is already drawn, so the visitor
 * sees where they are at once instead of a blank screen.
 */
export const PageSkeleton = ({ label }: { label: string }) => (
  <div className="site-container page-skeleton" role="status" aria-busy="true" aria-label={label}>
    <span className="page-skeleton__line page-skeleton__line--title" />
    <span className="page-skeleton__line" />
    <span className="page-skeleton__line page-skeleton__line--short" />
    <span className="page-skeleton__block" />
  </div>
);
