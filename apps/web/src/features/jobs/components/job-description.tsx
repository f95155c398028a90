import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/**
 * The server already sanitises descriptions; sanitising again here keeps a bad record from ever running
 * script in a candidate's browser.
 */
export const JobDescription = ({ html }: { html: string }) => {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className="job-description" dangerouslySetInnerHTML={{ __html: clean }} />;
};
