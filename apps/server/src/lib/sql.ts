/** Escapes LIKE wildcards so a user's text matches literally (PostgreSQL's default escape is backslash). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for a literal substring match. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/**
 * A statement run on every request of a kind, built once per database: drizzle builds its SQL once and
 * PostgreSQL parses and plans it once per connection (a named prepared statement). `build` is given the
 * database and answers `….prepare(name)`.
 */
export const preparedPerDatabase = <TDb extends object, TStatement>(build: (db: TDb) => TStatement) => {
  const statements = new WeakMap<TDb, TStatement>();
  return (db: TDb): TStatement => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = build(db)));
    return statement;
  };
};
