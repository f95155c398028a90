import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import type { MouseEvent, ReactNode } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';

/** A page number to show, or a gap (`'gap'`) between two that are not next to each other. */
export type TPageItem = number | 'gap';

/**
 * The page numbers a pager shows, as the usual pagers do: every page up to nine, else the first and the
 * last, the current one with two on each side (five from either end), and a gap where pages are left out; a
 * gap that would stand for a single page shows that page instead.
 */
export const pageNumbers = (current: number, last: number): TPageItem[] => {
  if (last <= 9) return Array.from({ length: last }, (_, i) => i + 1);
  const page = Math.min(Math.max(current, 1), last);
  let from = Math.max(page - 2, 1);
  let to = Math.min(page + 2, last);
  if (page <= 3) to = 5;
  if (page >= last - 2) from = last - 4;
  const items: TPageItem[] = [1];
  if (from > 3) items.push('gap');
  else for (let p = 2; p < from; p += 1) items.push(p);
  for (let p = Math.max(from, 2); p <= Math.min(to, last - 1); p += 1) items.push(p);
  if (to < last - 2) items.push('gap');
  else for (let p = to + 1; p < last; p += 1) items.push(p);
  items.push(last);
  return items;
};

interface TProps {
  page: number;
  lastPage: number;
  href: (page: number) => string;
  onPage: (page: number) => void;
  className?: string;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The list's pages as real links: a crawler or a browser without JavaScript follows them, a plain click
 * stays in the app. Without a UI kit, so the first visit of the list does not download one's pagination
 * (antd's brings its select and its popups along).
 */
export const PageLinks = ({ page, lastPage, href, onPage, className }: TProps) => {
  const { t } = useTranslation('jobs');
  const link = (target: number, content: ReactNode, label: string, extra = '') => (
    <a
      className={`page-links__item${extra}`}
      href={href(target)}
      aria-label={label}
      aria-current={target === page && extra === ' is-current' ? 'page' : undefined}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onPage(target);
      }}
    >
      {content}
    </a>
  );
  const arrow = (target: number, svg: typeof LeftOutlined, label: string) =>
    target < 1 || target > lastPage ? (
      <span className="page-links__item page-links__item--arrow is-disabled" aria-hidden="true">
        <Icon svg={svg} />
      </span>
    ) : (
      link(target, <Icon svg={svg} aria-hidden />, label, ' page-links__item--arrow')
    );
  return (
    <nav className={['page-links', className].filter(Boolean).join(' ')} aria-label={t('results.pages')}>
      <ul>
        <li>{arrow(page - 1, LeftOutlined, t('results.previousLink'))}</li>
        {pageNumbers(page, lastPage).map((item, index) => (
          <li key={item === 'gap' ? `gap-${index}` : item}>
            {item === 'gap' ? (
              <span className="page-links__gap" aria-hidden="true">
                •••
              </span>
            ) : (
              link(item, item, t('results.pageLink', { page: item }), item === page ? ' is-current' : '')
            )}
          </li>
        ))}
        <li>{arrow(page + 1, RightOutlined, t('results.nextLink'))}</li>
      </ul>
    </nav>
  );
};
