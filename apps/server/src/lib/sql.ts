/** Escapes LIKE wildcards so a user's text matches literally (PostgreSQL's default escape is backslash). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for a literal substring match. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/**
 * Something made once per database and kept as long as the database is: a statement run on every request
 * of a kind (`build` answers `….prepare(name)`: drizzle builds its SQL once and PostgreSQL parses and plans
 * it once per connection), or a cache of that database's rows.
 */
export const perDatabase = <TDb extends object, TValue>(build: (db: TDb) => TValue) => {
  const values = new WeakMap<TDb, TValue>();
  return (db: TDb): TValue => {
    let value = values.get(db);
    if (!value) values.set(db, (value = build(db)));
    return value;
  };
};
