import { Input } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
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
        {/* A real form: Enter (the keyboard's Search key) opens the list with the keyword before the app
            runs too. */}
        <form
          className="home-search-mobile"
          role="search"
          action={search.action}
          method={search.method}
          onSubmit={(event) => {
            // Closes the phone's keyboard.
            (document.activeElement as HTMLElement | null)?.blur();
            search.onSubmit(event);
          }}
        >
          <span className="home-search-mobile__icon" aria-hidden>
            <SearchOutline />
          </span>
          <Input
            className="home-search-mobile__input"
            type="search"
            enterKeyHint="search"
            name={search.name}
            aria-label={search.placeholder}
            placeholder={search.placeholder}
            value={search.keyword}
            maxLength={search.maxLength}
            clearable
            onChange={search.setKeyword}
          />
        </form>
      </JobsHero>
      <HomeSections view={view} />
    </div>
  );
};
