/**
 * The actual changes of an update, as Fineract reports them: a member counts only when the request gives
 * it and it differs from the stored row. Collects both the column values to write and the wire `changes`.
 */
export class ChangeSet<Row extends object> {
  readonly values: Partial<Row> = {};
  readonly changes: Record<string, unknown> = {};
  private readonly row: Row;

  constructor(row: Row) {
    this.row = row;
  }

  /** Records `value` for `column` (and `wireValue`, default the value, under `wireName`) when given and different. */
  track<K extends keyof Row>(wireName: string, column: K, value: Row[K] | undefined, wireValue: unknown = value): this {
    if (value !== undefined && value !== this.row[column]) {
      this.values[column] = value;
      this.changes[wireName] = wireValue;
    }
    return this;
  }

  has(column: keyof Row): boolean {
    return this.values[column] !== undefined;
  }

  get isEmpty(): boolean {
    return Object.keys(this.changes).length === 0;
  }
}
