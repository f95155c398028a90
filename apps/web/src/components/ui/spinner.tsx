export const Spinner = ({ label }: { label?: string }) => (
  <div className="ui-spinner" role="status" aria-live="polite">
    <span className="ui-spinner__ring" aria-hidden="true" />
    {label && <span className="ui-spinner__label">{label}</span>}
  </div>
);
