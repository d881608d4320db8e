/** One versioned schema step: statements run in order, in one transaction, exactly once per store. */
export type Migration = {
  readonly version: number;
  readonly name: string;
  readonly statements: readonly string[];
};
