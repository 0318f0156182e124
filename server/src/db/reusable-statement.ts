import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

interface Prepared<Values, Result> {
  execute(values: Values): Promise<Result>;
}

/**
 * A statement that is built once per database and then only executed, for the calls every
 * request makes: building a query with drizzle costs more than the embedded database takes to
 * run a simple one, and PostgreSQL keeps the named statement parsed and planned per connection.
 * Values go in through `sql.placeholder(...)`. Inside a transaction it is built each time, as a
 * prepared statement belongs to the database's connections, not to one transaction.
 */
export function reusableStatement<Values extends Record<string, unknown>, Result>(
  name: string,
  build: (db: Executor) => { prepare(name: string): Prepared<Values, Result> },
): (db: Executor, values: Values) => Promise<Result> {
  const preparedFor = new WeakMap<Executor, Prepared<Values, Result>>();
  return (db, values) => {
    if (db instanceof PgTransaction) return build(db).prepare(name).execute(values);
    let prepared = preparedFor.get(db);
    if (!prepared) {
      prepared = build(db).prepare(name);
      preparedFor.set(db, prepared);
    }
    return prepared.execute(values);
  };
}
