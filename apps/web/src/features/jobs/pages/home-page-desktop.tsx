import { Button } from 'antd';
// The field alone: antd's `Input` index also brings its text area, password and one-time-code fields.
import Input from 'antd/es/input/Input';
import { JobsHero } from '../components/jobs-hero.tsx';
import { HomeSections } from '../components/home-sections.tsx';
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
          <Input
            size="large"
            name={search.name}
            aria-label={search.placeholder}
            placeholder={search.placeholder}
            value={search.keyword}
            maxLength={search.maxLength}
            allowClear
            onChange={(event) => search.setKeyword(event.target.value)}
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
