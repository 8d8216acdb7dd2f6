/**
 * A tiny, safe arithmetic evaluator for template items (no eval, no Function).
 *
 * Grammar, loosest binding first:
 *   comparison  a < b, a <= b, a > b, a >= b, a == b, a != b  → 1 or 0 (one per expression)
 *   additive    a + b, a - b
 *   product     a * b, a / b, a % b  (% is the remainder, with the sign of a, as in JS)
 *   unary       -a, +a
 *   power       a ^ b  (right-associative and tighter than unary minus: -2^2 = -4, 2^-1 = 0.5)
 *   primary     numbers (12, 0.5, .5), names from the scope, f(...), ( ... )
 * Functions: min, max, abs, round (round(x) or round(x, digits), halves away from zero),
 * floor, ceil, gcd, lcm. ×, ÷ and − are read as *, / and -.
 *
 * Comparisons allow a tiny relative error (1e-9), so 0.1 + 0.2 == 0.3 holds. Division or
 * remainder by zero and results that are not finite numbers throw (code 'domain').
 */

export type ExpressionErrorCode =
  'syntax' | 'unknown_identifier' | 'unknown_function' | 'arguments' | 'domain';

export class ExpressionError extends Error {
  override readonly name = 'ExpressionError';
  constructor(
    message: string,
    readonly code: ExpressionErrorCode,
    readonly expression: string,
  ) {
    super(`${message} in "${expression}"`);
  }
}

export type ExpressionScope = Readonly<Record<string, number>>;

type Node =
  | { kind: 'number'; value: number }
  | { kind: 'name'; name: string }
  | { kind: 'unary'; operand: Node }
  | { kind: 'binary'; op: BinaryOp; left: Node; right: Node }
  | { kind: 'call'; name: string; args: Node[] };

type BinaryOp = '+' | '-' | '*' | '/' | '%' | '^' | '<' | '<=' | '>' | '>=' | '==' | '!=';

type Token =
  | { kind: 'number'; value: number; at: number }
  | { kind: 'name'; name: string; at: number }
  | { kind: 'op'; op: string; at: number }
  | { kind: 'end'; at: number };

const COMPARISONS = new Set(['<', '<=', '>', '>=', '==', '!=']);
const MAX_DEPTH = 64;
const EPSILON = 1e-9;

interface FunctionSpec {
  minArgs: number;
  maxArgs: number;
  apply: (args: number[], fail: (message: string) => never) => number;
}

const FUNCTIONS: Readonly<Record<string, FunctionSpec>> = {
  min: { minArgs: 1, maxArgs: Infinity, apply: (args) => Math.min(...args) },
  max: { minArgs: 1, maxArgs: Infinity, apply: (args) => Math.max(...args) },
  abs: { minArgs: 1, maxArgs: 1, apply: ([x = 0]) => Math.abs(x) },
  floor: { minArgs: 1, maxArgs: 1, apply: ([x = 0]) => Math.floor(x) },
  ceil: { minArgs: 1, maxArgs: 1, apply: ([x = 0]) => Math.ceil(x) },
  round: {
    minArgs: 1,
    maxArgs: 2,
    apply: ([x = 0, digits = 0], fail) => {
      if (!Number.isInteger(digits) || digits < 0 || digits > 12)
        fail('round(x, digits) needs digits to be a whole number from 0 to 12');
      const scale = 10 ** digits;
      // toPrecision removes binary noise first, so round(1.005, 2) is 1.01 as on paper.
      const scaled = Number((Math.abs(x) * scale).toPrecision(15));
      return (Math.sign(x) * Math.round(scaled)) / scale;
    },
  },
  gcd: { minArgs: 1, maxArgs: Infinity, apply: (args, fail) => args.reduce(gcdOf(fail)) },
  lcm: {
    minArgs: 1,
    maxArgs: Infinity,
    apply: (args, fail) =>
      args.reduce((a, b) => {
        const divisor = gcdOf(fail)(a, b);
        return divisor === 0 ? 0 : Math.abs((a / divisor) * b);
      }),
  },
};

function gcdOf(fail: (message: string) => never) {
  return (a: number, b: number): number => {
    if (!Number.isInteger(a) || !Number.isInteger(b)) fail('gcd and lcm need whole numbers');
    let x = Math.abs(a);
    let y = Math.abs(b);
    while (y !== 0) [x, y] = [y, x % y];
    return x;
  };
}

/** The names of the functions expressions may call. */
export const EXPRESSION_FUNCTIONS: readonly string[] = Object.keys(FUNCTIONS);

/** Whether two numbers are equal up to the evaluator's tiny relative error. */
export function nearlyEqual(a: number, b: number): boolean {
  return Math.abs(a - b) <= EPSILON * Math.max(1, Math.abs(a), Math.abs(b));
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const text = source.replace(/×/g, '*').replace(/÷/g, '/').replace(/−/g, '-');
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    const number = /^(?:\d+(?:\.\d+)?|\.\d+)/.exec(rest);
    if (number) {
      tokens.push({ kind: 'number', value: Number(number[0]), at: i });
      i += number[0].length;
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest);
    if (name) {
      tokens.push({ kind: 'name', name: name[0], at: i });
      i += name[0].length;
      continue;
    }
    const op = /^(?:<=|>=|==|!=|[-+*/%^<>(),])/.exec(rest);
    if (op) {
      tokens.push({ kind: 'op', op: op[0], at: i });
      i += op[0].length;
      continue;
    }
    throw new ExpressionError(
      `Syntax error: unexpected "${rest[0]}" at position ${i + 1}`,
      'syntax',
      source,
    );
  }
  tokens.push({ kind: 'end', at: text.length });
  return tokens;
}

function parse(source: string): Node {
  const tokens = tokenize(source);
  let position = 0;
  let depth = 0;

  const peek = (): Token => tokens[position] ?? { kind: 'end', at: source.length };
  const isOp = (token: Token, ...ops: string[]): boolean =>
    token.kind === 'op' && ops.includes(token.op);
  const fail = (message: string, token: Token): never => {
    const where = token.kind === 'end' ? 'at the end' : `at position ${token.at + 1}`;
    throw new ExpressionError(`Syntax error: ${message} ${where}`, 'syntax', source);
  };
  const expectOp = (op: string) => {
    const token = peek();
    if (!isOp(token, op)) fail(`expected "${op}"`, token);
    position += 1;
  };

  const comparison = (): Node => {
    const left = additive();
    const token = peek();
    if (token.kind === 'op' && COMPARISONS.has(token.op)) {
      position += 1;
      const right = additive();
      const next = peek();
      if (next.kind === 'op' && COMPARISONS.has(next.op))
        fail('comparisons cannot be chained, write them as separate constraints', next);
      return { kind: 'binary', op: token.op as BinaryOp, left, right };
    }
    return left;
  };
  const additive = (): Node => {
    let node = product();
    for (let token = peek(); isOp(token, '+', '-'); token = peek()) {
      position += 1;
      node = { kind: 'binary', op: (token as { op: BinaryOp }).op, left: node, right: product() };
    }
    return node;
  };
  const product = (): Node => {
    let node = unary();
    for (let token = peek(); isOp(token, '*', '/', '%'); token = peek()) {
      position += 1;
      node = { kind: 'binary', op: (token as { op: BinaryOp }).op, left: node, right: unary() };
    }
    return node;
  };
  const unary = (): Node => {
    const token = peek();
    if (isOp(token, '-', '+')) {
      position += 1;
      const operand = nested(unary);
      return isOp(token, '-') ? { kind: 'unary', operand } : operand;
    }
    return power();
  };
  const power = (): Node => {
    const base = primary();
    if (isOp(peek(), '^')) {
      position += 1;
      return { kind: 'binary', op: '^', left: base, right: nested(unary) };
    }
    return base;
  };
  const primary = (): Node => {
    const token = peek();
    if (token.kind === 'number') {
      position += 1;
      return { kind: 'number', value: token.value };
    }
    if (token.kind === 'name') {
      position += 1;
      if (!isOp(peek(), '(')) return { kind: 'name', name: token.name };
      position += 1;
      const args: Node[] = [];
      if (!isOp(peek(), ')')) {
        args.push(nested(comparison));
        while (isOp(peek(), ',')) {
          position += 1;
          args.push(nested(comparison));
        }
      }
      expectOp(')');
      return { kind: 'call', name: token.name, args };
    }
    if (isOp(token, '(')) {
      position += 1;
      const inner = nested(comparison);
      expectOp(')');
      return inner;
    }
    return fail('expected a number, a name or "("', token);
  };
  const nested = (rule: () => Node): Node => {
    depth += 1;
    if (depth > MAX_DEPTH) fail('the expression is nested too deeply', peek());
    const node = rule();
    depth -= 1;
    return node;
  };

  if (peek().kind === 'end') fail('the expression is empty', peek());
  const tree = comparison();
  if (peek().kind !== 'end') fail('unexpected text', peek());
  return tree;
}

const parsed = new Map<string, Node>();
const MAX_CACHED = 1000;

function parseCached(source: string): Node {
  let tree = parsed.get(source);
  if (!tree) {
    tree = parse(source);
    if (parsed.size >= MAX_CACHED) parsed.clear();
    parsed.set(source, tree);
  }
  return tree;
}

/** Checks the syntax only (names are not looked up). Throws an ExpressionError when wrong. */
export function parseExpression(source: string): void {
  parseCached(source);
}

/**
 * Evaluates `source` with the numbers of `scope`. Comparisons give 1 (true) or 0 (false).
 * Throws an ExpressionError on syntax errors, unknown names or functions, wrong argument
 * counts and undefined results (division by zero, non-finite values).
 */
export function evaluateExpression(source: string, scope: ExpressionScope = {}): number {
  return evaluateNode(parseCached(source), scope, source);
}

// The evaluator is made of plain module functions, not closures made per call: templates
// are drawn thousands of times when a pack is checked.
function failWith(message: string, code: ExpressionErrorCode, source: string): never {
  throw new ExpressionError(message, code, source);
}

function finite(value: number, what: string, source: string): number {
  return Number.isFinite(value)
    ? value
    : failWith(`The result of ${what} is not a finite number`, 'domain', source);
}

function evaluateNode(node: Node, scope: ExpressionScope, source: string): number {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'name': {
      const value = Object.hasOwn(scope, node.name) ? scope[node.name] : undefined;
      if (typeof value !== 'number') {
        const hint = Object.hasOwn(FUNCTIONS, node.name) ? ` (${node.name} is a function)` : '';
        return failWith(`Unknown identifier "${node.name}"${hint}`, 'unknown_identifier', source);
      }
      return value;
    }
    case 'unary':
      return -evaluateNode(node.operand, scope, source);
    case 'call': {
      const spec = Object.hasOwn(FUNCTIONS, node.name) ? FUNCTIONS[node.name] : undefined;
      if (!spec) return failWith(`Unknown function "${node.name}"`, 'unknown_function', source);
      if (node.args.length < spec.minArgs || node.args.length > spec.maxArgs) {
        const count =
          spec.minArgs === spec.maxArgs
            ? `${spec.minArgs}`
            : spec.maxArgs === Infinity
              ? `at least ${spec.minArgs}`
              : `${spec.minArgs} to ${spec.maxArgs}`;
        return failWith(
          `${node.name}() takes ${count} argument(s), not ${node.args.length}`,
          'arguments',
          source,
        );
      }
      const args = node.args.map((arg) => evaluateNode(arg, scope, source));
      return finite(
        spec.apply(args, (message) => failWith(message, 'domain', source)),
        node.name,
        source,
      );
    }
    case 'binary': {
      const a = evaluateNode(node.left, scope, source);
      const b = evaluateNode(node.right, scope, source);
      switch (node.op) {
        case '+':
          return finite(a + b, '+', source);
        case '-':
          return finite(a - b, '-', source);
        case '*':
          return finite(a * b, '*', source);
        case '/':
          if (b === 0) failWith('Division by zero', 'domain', source);
          return finite(a / b, '/', source);
        case '%':
          if (b === 0) failWith('Remainder by zero', 'domain', source);
          return finite(a % b, '%', source);
        case '^':
          return finite(a ** b, '^', source);
        case '==':
          return nearlyEqual(a, b) ? 1 : 0;
        case '!=':
          return nearlyEqual(a, b) ? 0 : 1;
        case '<':
          return a < b && !nearlyEqual(a, b) ? 1 : 0;
        case '<=':
          return a < b || nearlyEqual(a, b) ? 1 : 0;
        case '>':
          return a > b && !nearlyEqual(a, b) ? 1 : 0;
        case '>=':
          return a > b || nearlyEqual(a, b) ? 1 : 0;
      }
    }
  }
}
