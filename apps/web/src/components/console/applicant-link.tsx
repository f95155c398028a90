import { Link } from 'react-router';
import { hrPaths } from '../../config/hr-paths.ts';

/** A candidate's name linking to their application in the applicants page. */
export const ApplicantLink = ({ name, applicationId }: { name: string; applicationId: number }) => (
  <Link to={hrPaths.applicants({ id: applicationId })} className="hr-table__primary">
    {name}
  </Link>
);
