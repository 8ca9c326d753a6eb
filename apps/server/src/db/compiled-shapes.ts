import type { Compilable, CompiledQuery, KyselyPlugin } from 'kysely';
import type { Db } from './connect.ts';

/** A value left open in a statement compiled once per shape, filled in on each call. */
class OpenValue {
  constructor(readonly index: number) {}
}

const pluginIds = new WeakMap<KyselyPlugin, number>();
let nextPluginId = 0;

/**
 * What compiling on `db` depends on beyond the shape: its plugins rewrite the statement. A database handle
 * and its transactions share theirs; a handle given another plugin compiles its own statements.
 */
function pluginsOf(db: Db): string {
  return db
    .getExecutor()
    .plugins.map((plugin) => {
      if (!pluginIds.has(plugin)) pluginIds.set(plugin, nextPluginId++);
      return pluginIds.get(plugin);
    })
    .join(',');
}

/** Past this many shapes, the compiled ones are dropped and compiled again as they come. */
const MAX_SHAPES = 1_000;

/**
 * Statements whose SQL text depends only on a few choices (their shape) are built and compiled once per
 * shape, then called with their values: for the focus feed, building and compiling its statement took
 * more of the server's time than anything else in the request.
 *
 * `build` builds on `db`, the handle the statement runs on. It gets a stand-in for each of `values` and
 * must use them only as values of the statement, never look into them: everything that changes the SQL
 * text belongs in `shape`.
 */
export class CompiledShapes {
  readonly #compiled = new Map<string, CompiledQuery>();

  compile<R>(
    db: Db,
    shape: string,
    values: readonly unknown[],
    build: (open: readonly unknown[]) => Compilable<R>,
  ): CompiledQuery<R> {
    const key = `${pluginsOf(db)} ${shape}`;
    let compiled = this.#compiled.get(key);
    if (!compiled) {
      if (this.#compiled.size >= MAX_SHAPES) this.#compiled.clear();
      compiled = build(values.map((_, index) => new OpenValue(index))).compile() as CompiledQuery;
      this.#compiled.set(key, compiled);
    }
    const parameters = compiled.parameters.map((p) => (p instanceof OpenValue ? values[p.index] : p));
    return { ...compiled, parameters } as CompiledQuery<R>;
  }
}
