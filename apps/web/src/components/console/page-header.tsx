import type { ReactNode } from 'react';

/** The title row of a console page, with its main actions on the right. */
export const PageHeader = ({ title, text, extra }: { title: string; text?: string; extra?: ReactNode }) => (
  <div className="hr-page-header">
    <div>
      <h2 className="hr-page-header__title">{title}</h2>
      {text && <p className="hr-page-header__text">{text}</p>}
    </div>
    {extra && <div className="hr-page-header__extra">{extra}</div>}
  </div>
);
