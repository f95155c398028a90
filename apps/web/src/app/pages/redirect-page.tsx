import { Navigate, useLocation, useParams } from 'react-router';

/** /redirect/{path}: re-enters {path} so a page can be reloaded without a full page load. */
export const RedirectPage = () => {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${rest}${search}`} replace />;
};
