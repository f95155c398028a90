import { JobsHero } from '../components/jobs-hero.tsx';
import { HomeSections } from '../components/home-sections.tsx';
import { SearchFormMobile } from '../components/search-form-mobile.tsx';
import { useHome } from '../hooks/use-home.ts';
import '../components/jobs.css';
import '../components/home.css';

export const HomePageMobile = () => {
  const view = useHome();
  const { search } = view;
  return (
    <div className="home-page--mobile">
      <JobsHero compact>
        <SearchFormMobile
          action={search.action}
          name={search.name}
          maxLength={search.maxLength}
          placeholder={search.placeholder}
          value={search.keyword}
          onChange={search.setKeyword}
          onSearch={search.search}
        />
      </JobsHero>
      <HomeSections view={view} />
    </div>
  );
};
