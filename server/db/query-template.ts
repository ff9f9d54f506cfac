import type { Compilable, CompiledQuery } from 'kysely';
import { keepPrepared, type Db } from './database';

/** Stands for a value given at each run; the query is built with it once and compiled once. */
class Slot {
  constructor(readonly name: string) {}
}

/** `slot(name)`: the place of a value given at each run (an optional value where the shape leaves it out). */
export type SlotOf<Values> = <K extends keyof Values & string>(name: K) => NonNullable<Values[K]>;

/**
 * A query the server asks on (nearly) every call, built and compiled once per database and shape rather
 * than on every run: Kysely building and compiling the session lookup and a list's page cost about a
 * millisecond of a list call. `build` gets a shape (what changes the SQL text: a filter that is there or
 * not, a sort column) and `slot(name)` for each value that changes from run to run; `run` passes the
 * values in. On PostgreSQL the text is also kept prepared on each connection (see keepPrepared).
 *
 * A slot must stand where Kysely sends a parameter (a compared, inserted or limiting value), never where
 * it writes SQL (a column, a list whose length varies). Shapes must come from a small set, never from a
 * caller's free text or number: each is kept for the life of the process.
 */
export function queryTemplate<Shape, Values, Row>(build: (db: Db, shape: Shape, slot: SlotOf<Values>) => Compilable<Row>) {
  const compiledFor = new WeakMap<Db, Map<string, CompiledQuery<Row>>>();
  const slot = ((name: string) => new Slot(name)) as unknown as SlotOf<Values>;

  function compiled(db: Db, shape: Shape): CompiledQuery<Row> {
    let byShape = compiledFor.get(db);
    if (!byShape) compiledFor.set(db, (byShape = new Map()));
    const key = JSON.stringify(shape) ?? '';
    let query = byShape.get(key);
    if (!query) {
      query = build(db, shape, slot).compile();
      keepPrepared(db, query.sql);
      byShape.set(key, query);
    }
    return query;
  }

  return {
    async run(db: Db, shape: Shape, values: Values): Promise<Row[]> {
      const query = compiled(db, shape);
      const parameters = query.parameters.map((parameter) => {
        if (!(parameter instanceof Slot)) return parameter;
        const value = values[parameter.name as keyof Values];
        if (value === undefined) throw new Error(`The query has a slot "${parameter.name}" but no value was given for it.`);
        return value;
      });
      const result = await db.executeQuery<Row>({ ...query, parameters });
      return result.rows;
    },
  };
}
