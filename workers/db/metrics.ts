const TARGET = Symbol("target");

/** The binding's batch wants its own statements, not our proxies. */
function unwrap(statement: D1PreparedStatement): D1PreparedStatement {
  return (statement as D1PreparedStatement & { [TARGET]?: D1PreparedStatement })[TARGET] ?? statement;
}

/**
 * Counts what one request asks of D1: round trips (a `batch` is one), statements and time spent waiting. Outside
 * production the Worker reports it in a `Server-Timing` header, which is how the bench reads a loader's queries.
 */
export class D1Metrics {
  roundTrips = 0;
  statements = 0;
  waitMs = 0;

  private async timed<T>(statements: number, work: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.roundTrips++;
      this.statements += statements;
      this.waitMs += performance.now() - start;
    }
  }

  private statement(inner: D1PreparedStatement): D1PreparedStatement {
    return new Proxy(inner, {
      get: (target, property) => {
        if (property === TARGET) return target;
        if (property === "bind") return (...values: unknown[]) => this.statement(target.bind(...values));
        if (property === "all" || property === "run" || property === "first" || property === "raw") {
          const method = (target[property] as (...args: unknown[]) => Promise<unknown>).bind(target);
          return (...args: unknown[]) => this.timed(1, () => method(...args));
        }
        const value = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  }

  wrap(database: D1Database): D1Database {
    return new Proxy(database, {
      get: (target, property) => {
        if (property === "prepare") return (query: string) => this.statement(target.prepare(query));
        if (property === "batch") {
          return (statements: D1PreparedStatement[]) => this.timed(statements.length, () => target.batch(statements.map(unwrap)));
        }
        const value = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  }

  /** `Server-Timing` value: `d1;desc="3 round trips, 8 statements";dur=12.4`. */
  header(): string {
    return `d1;desc="${this.roundTrips} round trips, ${this.statements} statements";dur=${this.waitMs.toFixed(1)}`;
  }
}

