/** Placeholder rows while the list loads, shaped like the cards to avoid a jump. */
export const PositionCardSkeleton = ({ count = 4 }: { count?: number }) => (
  <div aria-hidden="true">
    {Array.from({ length: count }, (_, i) => (
      <div key={i} className="position-card position-card--skeleton">
        <div className="position-card__main">
          <span className="skeleton-line skeleton-line--title" />
          <span className="skeleton-line skeleton-line--short" />
          <span className="skeleton-line skeleton-line--tags" />
        </div>
      </div>
    ))}
  </div>
);
