/** A thin bar along the top while the next page loads. */
export const RouteProgress = ({ active }: { active: boolean }) =>
  active ? <div className="route-progress" role="progressbar" aria-busy="true" /> : null;
