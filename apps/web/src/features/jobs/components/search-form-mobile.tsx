import { Input, type InputProps } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
import type { TSearchForm } from '../utils/position-filters.ts';
import { KeptFields } from './kept-fields.tsx';
import './search-form-mobile.css';

interface TProps
  extends Omit<TSearchForm, 'keep'>, Pick<InputProps, 'value' | 'defaultValue' | 'onChange' | 'onClear'> {
  keep?: TSearchForm['keep'];
  placeholder: string;
  /** In the app: the keyword searched (the form's own submission is held back). */
  onSearch: (keyword: string) => void;
}

/**
 * The phone's job search as a real form: the keyboard's Search key opens the job list with the keyword
 * before the app has taken the page over, and without JavaScript; in the app it searches in place.
 */
export const SearchFormMobile = ({
  action,
  name,
  maxLength,
  placeholder,
  keep = [],
  onSearch,
  ...field
}: TProps) => (
  <form
    className="jobs-search-mobile"
    role="search"
    action={action}
    method="get"
    onSubmit={(event) => {
      event.preventDefault();
      // Closes the phone's keyboard.
      (document.activeElement as HTMLElement | null)?.blur();
      onSearch(String(new FormData(event.currentTarget).get(name) ?? ''));
    }}
  >
    <KeptFields keep={keep} />
    <span className="jobs-search-mobile__icon" aria-hidden>
      <SearchOutline />
    </span>
    <Input
      {...field}
      className="jobs-search-mobile__input"
      type="search"
      enterKeyHint="search"
      name={name}
      aria-label={placeholder}
      placeholder={placeholder}
      maxLength={maxLength}
      clearable
    />
  </form>
);
