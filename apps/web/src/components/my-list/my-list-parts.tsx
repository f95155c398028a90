import { Link } from 'react-router';
import type { TMyListTexts } from './my-list.ts';

/** The title of a page of the candidate's own list, with how many it holds (both kits). */
export const MyListHead = ({ texts }: { texts: TMyListTexts }) => (
  <header className="my-list-page__head">
    <h1 className="my-list-page__title">{texts.title}</h1>
    {texts.count !== undefined && <p className="my-list-page__count">{texts.count}</p>}
  </header>
);

/** The line under the list that leads on (to the alerts from saved jobs, and back). */
export const MyListNote = ({ texts }: { texts: TMyListTexts }) =>
  texts.note ? (
    <p className="my-list-page__note">
      <Link to={texts.note.href}>{texts.note.text}</Link>
    </p>
  ) : null;
