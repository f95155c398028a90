/**
 * A job's description as HTML. The server is its one sanitiser: it sanitises the text when HR saves it and
 * again whenever it sends it (the job detail API and the server-rendered page, `jobs.service.ts`), so only
 * its allowed tags and attributes reach this element.
 */
export const JobDescription = ({ html }: { html: string }) => (
  <div className="job-description" dangerouslySetInnerHTML={{ __html: html }} />
);
