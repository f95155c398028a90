import { Button } from 'antd';
import { JobsHero } from '../components/jobs-hero.tsx';
import { HomeSections } from '../components/home-sections.tsx';
import { SearchField } from '../components/search-field.tsx';
import { useHome } from '../hooks/use-home.ts';
import '../components/jobs.css';
import '../components/home.css';

export const HomePageDesktop = () => {
  const view = useHome();
  const { search } = view;
  return (
    <>
      <JobsHero>
        <form
          className="home-search"
          role="search"
          action={search.action}
          method={search.method}
          onSubmit={search.onSubmit}
        >
          <SearchField
            name={search.name}
            aria-label={search.placeholder}
            placeholder={search.placeholder}
            value={search.keyword}
            maxLength={search.maxLength}
            onValueChange={search.setKeyword}
          />
          <Button size="large" type="primary" htmlType="submit" className="home-search__submit">
            {search.submitLabel}
          </Button>
        </form>
      </JobsHero>
      <HomeSections view={view} />
    </>
  );
};
