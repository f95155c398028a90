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

/** Where a block ends a space is kept, so a heading and its paragraph do not run into one word. */
const BLOCK_END = /<\/(p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi;

export const toPlainText = (html: string): string =>
  sanitizeHtml(html.replace(BLOCK_END, '$& '), { allowedTags: [], allowedAttributes: {} })
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
