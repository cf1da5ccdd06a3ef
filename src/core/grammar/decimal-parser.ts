import type { WorkBudget } from '../budget';
import { readDecimalText, reduceDecimalText } from '../decimal';
import { invalidInput, limitExceeded } from '../errors';
import type { Rational } from '../rational';
import type { BinaryNode, NegateNode, NumberNode, Span } from './ast';
import { ArithmeticParser } from './arithmetic-parser';
import type { DecimalToken } from './decimal-lexer';

export interface VariableNode extends Span {
  type: 'variable';
  name: string;
  value: Rational;
}

export interface PowerNode extends Span {
  type: 'power';
  base: DecimalNode;
  /** A signed integer literal of magnitude at most {@link MAX_POWER_EXPONENT}. */
  exponent: number;
  operatorAt: number;
}

export type DecimalFunction = 'abs' | 'min' | 'max' | 'round';

export interface CallNode extends Span {
  type: 'call';
  name: DecimalFunction;
  args: DecimalNode[];
  /** round(x, n)'s n; 0 for the other functions. */
  digits: number;
}

export type DecimalNode =
  | NumberNode | VariableNode | NegateNode<DecimalNode> | BinaryNode<DecimalNode> | PowerNode | CallNode;

export const DECIMAL_MAX_DEPTH = 64;
export const MAX_POWER_EXPONENT = 100;
export const MAX_CALL_ARGS = 50;
export const MAX_ROUND_DIGITS = 40;

/** Argument counts of the functions: [fewest, most]. */
const ARITY: Readonly<Record<DecimalFunction, readonly [number, number]>> = {
  abs: [1, 1],
  min: [2, MAX_CALL_ARGS],
  max: [2, MAX_CALL_ARGS],
  round: [2, 2],
};

const isDecimalFunction = (name: string): name is DecimalFunction => Object.hasOwn(ARITY, name);

const CONTINUES_EXPRESSION = new Set(['plus', 'minus', 'star', 'slash', 'caret']);

export interface DecimalParseContext {
  variables: ReadonlyMap<string, Rational>;
  /** Whether the request names a rounding mode, which round() needs. */
  roundingGiven: boolean;
  /** Literal reductions are charged as they are parsed, left to right. */
  budget: WorkBudget;
}

/**
 * The decimal-expression-evaluate grammar: the shared arithmetic levels (expr, term, unary) over
 *   power := atom ("^" "-"? INTEGER)?;
 *   atom := NUMBER | NAME | NAME "(" args ")" | "(" expr ")".
 * Names are resolved to their values here, so an unknown one is reported even where it would
 * never be evaluated.
 */
class DecimalParser extends ArithmeticParser<DecimalToken['kind'], DecimalNode> {
  constructor(tokens: readonly DecimalToken[], sourceLength: number, private readonly context: DecimalParseContext) {
    super(tokens, sourceLength, DECIMAL_MAX_DEPTH);
  }

  protected operand(): DecimalNode {
    return this.power();
  }

  private power(): DecimalNode {
    const base = this.atom();
    if (!this.at('caret')) return base;
    const caret = this.next();
    const sign = this.at('minus') ? this.next() : undefined;
    const literal = this.peek();
    if (literal === undefined) throw this.unexpected();
    if (literal.kind !== 'number' || literal.text.includes('.')) {
      throw invalidInput('invalid_exponent', `the exponent after "^" at ${caret.from} must be an integer literal`, literal.from);
    }
    this.next();
    const exponentAt = sign?.from ?? literal.from;
    const magnitude = Number(literal.text);
    if (magnitude > MAX_POWER_EXPONENT) {
      throw invalidInput('exponent_too_large', `exponent ${sign ? '-' : ''}${literal.text} at ${exponentAt} is larger than ${MAX_POWER_EXPONENT} in magnitude`, exponentAt);
    }
    const next = this.peek();
    if (next?.kind === 'caret') {
      throw invalidInput('chained_power', `"^" does not chain (at ${next.from}); write (a^b)^c`, next.from);
    }
    return { type: 'power', base, exponent: sign ? -magnitude : magnitude, operatorAt: caret.from, from: base.from, to: literal.to };
  }

  private atom(): DecimalNode {
    const token = this.peek();
    if (token?.kind === 'number') {
      this.next();
      const literal = readDecimalText(token.text, token.from);
      if (literal instanceof Error) throw literal;
      return { type: 'number', value: reduceDecimalText(literal, this.context.budget, token.from), from: token.from, to: token.to };
    }
    if (token?.kind === 'name') {
      this.next();
      const open = this.peek();
      if (open?.kind === 'lparen' && open.from === token.to) return this.call(token);
      const value = this.context.variables.get(token.text);
      if (value === undefined) {
        throw invalidInput('unknown_variable', `unknown variable "${token.text}" at ${token.from}`, token.from);
      }
      return { type: 'variable', name: token.text, value, from: token.from, to: token.to };
    }
    if (token?.kind === 'lparen') return this.group();
    throw this.unexpected();
  }

  private call(nameToken: DecimalToken): CallNode {
    const name = nameToken.text;
    const at = nameToken.from;
    if (!isDecimalFunction(name)) {
      const reason = this.context.variables.has(name) ? 'not_a_function' : 'unknown_function';
      const what = reason === 'not_a_function' ? `"${name}" is a variable, not a function` : `unknown function "${name}"`;
      throw invalidInput(reason, `${what} at ${at}`, at);
    }
    if (name === 'round' && !this.context.roundingGiven) {
      throw invalidInput('rounding_required', `round() at ${at} needs the request's "rounding" mode`, at);
    }
    const [fewest, most] = ARITY[name];
    const open = this.next();
    this.enter(open.from);
    const args: DecimalNode[] = [];
    let digits = 0;
    let count = 0;
    if (!this.at('rparen')) {
      for (;;) {
        if (count === most) throw tooManyArguments(name, at, most);
        if (name === 'round' && count === 1) digits = this.roundDigits();
        else args.push(this.expression());
        count++;
        if (!this.at('comma')) break;
        this.next();
      }
    }
    const close = this.expect('rparen');
    this.leave();
    if (count < fewest) {
      throw invalidInput('wrong_argument_count', `${name}() at ${at} takes ${fewest === most ? fewest : `${fewest} to ${most}`} arguments, not ${count}`, at);
    }
    return { type: 'call', name, args, digits, from: at, to: close.to };
  }

  /** round's n: an integer literal 0..40 standing alone as the argument. */
  private roundDigits(): number {
    const token = this.peek();
    if (token === undefined) throw this.unexpected();
    const following = this.peek(1);
    const standsAlone = following === undefined || !CONTINUES_EXPRESSION.has(following.kind);
    if (token.kind !== 'number' || token.text.includes('.') || !standsAlone) {
      throw invalidInput('invalid_round_digits', `round()'s second argument at ${token.from} must be an integer literal from 0 to ${MAX_ROUND_DIGITS}`, token.from);
    }
    if (Number(token.text) > MAX_ROUND_DIGITS) {
      throw invalidInput('invalid_round_digits', `round() to ${token.text} digits at ${token.from}: at most ${MAX_ROUND_DIGITS} are allowed`, token.from);
    }
    this.next();
    return Number(token.text);
  }
}

function tooManyArguments(name: DecimalFunction, at: number, most: number) {
  if (name === 'min' || name === 'max') {
    return limitExceeded('too_many_arguments', `${name}() at ${at} takes at most ${most} arguments`, at);
  }
  return invalidInput('wrong_argument_count', `${name}() at ${at} takes ${most} argument${most === 1 ? '' : 's'}`, at);
}

export function parseDecimalExpression(tokens: readonly DecimalToken[], sourceLength: number, context: DecimalParseContext): DecimalNode {
  return new DecimalParser(tokens, sourceLength, context).parse();
}
