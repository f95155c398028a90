import type { ReactNode } from 'react';

interface TFormSectionProps {
  title: string;
  /** A line on what the section asks. */
  text?: string;
  className?: string;
  children: ReactNode;
}

/** A card of a console form: its title, a line on what it asks, and its fields. */
export const FormSection = ({ title, text, className, children }: TFormSectionProps) => (
  <section className={`hr-card hr-form-section${className ? ` ${className}` : ''}`}>
    <header className="hr-form-section__head">
      <h3 className="hr-form-section__title">{title}</h3>
      {text && <p className="hr-form-section__text">{text}</p>}
    </header>
    {children}
  </section>
);
