import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import type { MouseEvent, ReactNode } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { pageNumbers } from '../utils/page-numbers.ts';

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
