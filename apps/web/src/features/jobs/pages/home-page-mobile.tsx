import { SearchBar } from 'antd-mobile';
import { JobsHero } from '../components/jobs-hero.tsx';
import { HomeSections } from '../components/home-sections.tsx';
import { useHome } from '../hooks/use-home.ts';
import '../components/jobs.css';
import '../components/home.css';

export const HomePageMobile = () => {
  const view = useHome();
  const { search } = view;
  return (
    <div className="home-page--mobile">
      <JobsHero compact>
        <SearchBar
          aria-label={search.placeholder}
          placeholder={search.placeholder}
          value={search.keyword}
          maxLength={100}
          onChange={search.setKeyword}
          onSearch={(value) => search.search(value)}
        />
      </JobsHero>
      <HomeSections view={view} />
    </div>
  );
};
