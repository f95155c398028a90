import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/**
 * The server already sanitises descriptions; sanitising again here keeps a bad record from ever running
 * script in a candidate's browser. A page rendered on the server (no DOM to sanitise with) carries the
 * text as the server sanitised it when HR saved it.
 */
export const JobDescription = ({ html }: { html: string }) => {
  const clean = useMemo(
    () => (DOMPurify.isSupported ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) : html),
    [html],
  );
  return <div className="job-description" dangerouslySetInnerHTML={{ __html: clean }} />;
};
