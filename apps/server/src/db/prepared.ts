import type { Db } from './database.ts';

/**
 * A statement built once per database (and prepared once per PostgreSQL connection) instead of by
 * the query builder on every call: for the few lookups nearly every request makes, where building
 * the query was a tenth of an instance's time under load. Placeholders carry the values.
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
