import sanitizeHtml from 'sanitize-html';

/** Rich text a job description may hold; everything else (scripts, styles, handlers) is removed. */
const DESCRIPTION_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'blockquote',
    'a',
    'span',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

export const sanitizeDescription = (html: string): string => sanitizeHtml(html, DESCRIPTION_POLICY);

export const toPlainText = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

/** The text keyword search runs over: both titles and both plain descriptions, lower-cased. */
export const buildSearchText = (job: {
  titleEn: string;
  titleZh: string;
  descriptionEn: string;
  descriptionZh: string;
}): string =>
  [job.titleEn, job.titleZh, toPlainText(job.descriptionEn), toPlainText(job.descriptionZh)]
    .join(' \n ')
    .toLowerCase();
