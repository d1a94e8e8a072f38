import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Reads the Firestore queries from the code (firestoreIndexes.test.ts): the web SDK's
// `query(collection(db, collections.X), where(…), orderBy(…))` of the apps, and the Admin SDK's
// `X.where(…).orderBy(…)` chains of the functions, X being `db.collection(names.X)`. Every
// `where`/`orderBy` call found must belong to a query read, field names as literals; anything
// else is "unread", and the test fails on it — a query this reader cannot see is a query whose
// index nobody checks.

export interface Order {
  field: string;
  direction: 'ASCENDING' | 'DESCENDING';
}

export interface FoundQuery {
  where: string;
  /** The logical collection: `receipts` for collections.receipts and names.receipts. */
  collection: string;
  equalities: string[];
  ranges: string[];
  orders: Order[];
}

const RANGE_OPERATORS = new Set(['<', '<=', '>', '>=', '!=', 'not-in']);
const EQUALITY_OPERATORS = new Set(['==', 'in', 'array-contains', 'array-contains-any']);

const isCall = (node: ts.Node, name: string): boolean =>
  ts.isCallExpression(node) &&
  ((ts.isIdentifier(node.expression) && node.expression.text === name) ||
    (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === name));

/** Every query of one source file, and the `where`/`orderBy` calls no query read explains. */
export function queriesIn(file: string, text: string): { queries: FoundQuery[]; unread: string[] } {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const at = (node: ts.Node) =>
    `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const clauses: ts.CallExpression[] = [];
  // `const receipts = db.collection(names.receipts)`: the functions' collections by variable.
  const variables = new Map<string, string>();
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && (isCall(node, 'where') || isCall(node, 'orderBy'))) {
      clauses.push(node);
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const name = collectionOf(node.initializer, variables);
      if (name) variables.set(node.name.text, name);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  const read = new Set<ts.CallExpression>();
  const queries: FoundQuery[] = [];
  const unread: string[] = [];
  const found = (node: ts.Node, collection: string | null, parts: ts.CallExpression[]) => {
    const query: FoundQuery = {
      where: at(node),
      collection: '',
      equalities: [],
      ranges: [],
      orders: [],
    };
    if (collection === null) return unread.push(`${at(node)}: the collection`);
    query.collection = collection;
    for (const part of parts) {
      const [field, second] = part.arguments;
      const literal = (arg: ts.Expression | undefined) =>
        arg && ts.isStringLiteralLike(arg) ? arg.text : null;
      if (isCall(part, 'limit')) continue;
      if (literal(field) === null) return unread.push(`${at(part)}: a field not written out`);
      if (isCall(part, 'orderBy')) {
        const direction = literal(second) === 'desc' ? 'DESCENDING' : 'ASCENDING';
        if (second && literal(second) === null) return unread.push(`${at(part)}: the direction`);
        query.orders.push({ field: literal(field)!, direction });
      } else if (isCall(part, 'where') && EQUALITY_OPERATORS.has(literal(second) ?? '')) {
        query.equalities.push(literal(field)!);
      } else if (isCall(part, 'where') && RANGE_OPERATORS.has(literal(second) ?? '')) {
        query.ranges.push(literal(field)!);
      } else {
        return unread.push(`${at(part)}: ${part.getText(source).slice(0, 60)}`);
      }
      read.add(part);
    }
    queries.push(query);
  };

  for (const clause of clauses) {
    // The web SDK: the clause is an argument of query(collection(db, collections.X), …).
    const parent = clause.parent;
    if (ts.isCallExpression(parent) && isCall(parent, 'query') && parent.arguments[0] !== clause) {
      const parts = parent.arguments.slice(1).filter(ts.isCallExpression);
      // Read once, at its first where/orderBy.
      if (parts.find((part) => clauses.includes(part)) === clause) {
        found(parent, collectionOf(parent.arguments[0], variables), parts);
      }
      continue;
    }
    // The Admin SDK: the outermost call of a chain X.where(…).orderBy(…).
    if (!ts.isPropertyAccessExpression(clause.expression)) continue;
    const outer = ts.isPropertyAccessExpression(parent) && ts.isCallExpression(parent.parent);
    if (outer && ['where', 'orderBy', 'limit'].includes(parent.name.text)) continue;
    const parts: ts.CallExpression[] = [];
    let base: ts.Expression = clause;
    while (
      ts.isCallExpression(base) &&
      ts.isPropertyAccessExpression(base.expression) &&
      ['where', 'orderBy', 'limit'].includes(base.expression.name.text)
    ) {
      parts.unshift(base);
      base = base.expression.expression;
    }
    found(clause, collectionOf(base, variables), parts);
  }
  for (const clause of clauses) {
    if (!read.has(clause) && !unread.some((line) => line.startsWith(at(clause)))) {
      unread.push(`${at(clause)}: ${clause.getText(source).slice(0, 60)}`);
    }
  }
  return { queries, unread };
}

/** `collection(db, collections.X)`, `db.collection(names.X)` or a variable holding one: X. */
function collectionOf(node: ts.Expression, variables: Map<string, string>): string | null {
  if (ts.isIdentifier(node)) return variables.get(node.text) ?? null;
  if (!ts.isCallExpression(node) || !isCall(node, 'collection')) return null;
  const name = node.arguments[node.arguments.length - 1];
  return name && ts.isPropertyAccessExpression(name) ? name.name.text : null;
}

/** The source files whose queries reach Firestore: the apps (not the demo), the functions. */
export function queriesOfTheCode(): { queries: FoundQuery[]; unread: string[] } {
  const files = ['src', 'functions/src', 'backend'].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.join(dir, file))
      .filter((file) => !file.startsWith(path.join('src', 'demo'))),
  );
  const all = files.map((file) => queriesIn(file, readFileSync(file, 'utf8')));
  return {
    queries: all.flatMap((one) => one.queries),
    unread: all.flatMap((one) => one.unread),
  };
}

/**
 * The composite index a query needs, as "field ASCENDING" lines, or null when Firestore serves
 * it from its automatic single-field indexes: equalities only (merged), or one field in all.
 * A query this does not know how to index (orders on two fields, a range on another field than
 * the order) throws, so that the test is extended rather than passed.
 */
export function neededIndex(query: FoundQuery): string[] | null {
  const ranged = [...new Set(query.ranges)];
  if (query.orders.length > 1 || ranged.length > 1) {
    throw new Error(
      `${query.where}: orders or ranges on several fields: extend firestoreQueries.ts`,
    );
  }
  const order: Order | undefined =
    query.orders[0] ?? (ranged[0] ? { field: ranged[0], direction: 'ASCENDING' } : undefined);
  if (ranged.length === 1 && order && ranged[0] !== order.field) {
    throw new Error(`${query.where}: a range on ${ranged[0]}, ordered by ${order.field}`);
  }
  const equalities = [...new Set(query.equalities)].filter((field) => field !== order?.field);
  if (!order || equalities.length === 0) return null;
  return [
    ...equalities.sort().map((field) => `${field} ASCENDING`),
    `${order.field} ${order.direction}`,
  ];
}
