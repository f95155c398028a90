import { Link } from 'react-router';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { Icon } from '../../../components/ui/icon.tsx';
import type { TFacetLink, THomeJobs, THomeView } from '../hooks/use-home.ts';
import { PositionCard, PositionCardSkeleton } from './position-card.tsx';

/** The home page below its hero; plain markup and real links, so both layouts (and a server) share it. */
const JobsSection = ({ section, texts }: { section: THomeJobs; texts: THomeView['texts'] }) => (
  <section className="home-section" aria-labelledby={`home-${section.title}`}>
    <h2 className="home-section__title" id={`home-${section.title}`}>
      {section.title}
    </h2>
    {section.state === 'loading' && <PositionCardSkeleton count={2} />}
    {section.state === 'error' && (
      <p className="home-section__message" role="alert">
        {texts.error}{' '}
        <button type="button" className="home-link-button" onClick={section.retry}>
          {texts.retry}
        </button>
      </p>
    )}
    {section.state === 'empty' && <p className="home-section__message">{texts.empty}</p>}
    {section.state === 'ready' && (
      <div className="home-jobs">
        {section.jobs.map((job) => (
          <PositionCard key={job.id} job={job} />
        ))}
      </div>
    )}
  </section>
);

const FacetList = ({ title, links, testId }: { title: string; links: TFacetLink[]; testId: string }) => (
  <section className="home-section" aria-label={title}>
    <h2 className="home-section__title">{title}</h2>
    <ul className="home-facets" data-testid={testId}>
      {links.map((link) => (
        <li key={link.key}>
          <Link to={link.href} className="home-facet">
            <span className="home-facet__name">{link.name}</span>
            <span className="home-facet__count" aria-label={link.countLabel}>
              {link.count}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  </section>
);

export const HomeSections = ({ view }: { view: THomeView }) => (
  <div className="site-container home-body">
    <JobsSection section={view.featured} texts={view.texts} />
    <JobsSection section={view.newest} texts={view.texts} />
    <p className="home-browse">
      <Link to={view.browseAll.href} className="home-browse__link">
        {view.browseAll.label} <Icon svg={RightOutlined} aria-hidden="true" />
      </Link>
    </p>
    {view.facets.state === 'ready' && (
      <div className="home-facet-grid">
        <FacetList
          title={view.facets.categoriesTitle}
          links={view.facets.categories}
          testId="home-categories"
        />
        <FacetList title={view.facets.locationsTitle} links={view.facets.locations} testId="home-locations" />
      </div>
    )}
    <section className="home-section" aria-label={view.steps.title}>
      <h2 className="home-section__title">{view.steps.title}</h2>
      <ol className="home-steps">
        {view.steps.items.map((step) => (
          <li key={step.key} className="home-step">
            <span className="home-step__number" aria-hidden="true">
              {step.number}
            </span>
            <h3 className="home-step__title">{step.title}</h3>
            <p className="home-step__text">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  </div>
);
