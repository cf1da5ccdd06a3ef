import type { WorkBudget } from '../budget';
import { readDecimalText, reduceDecimalText } from '../decimal';
import { invalidInput, limitExceeded } from '../errors';
import type { Rational } from '../rational';
import {
  binaryNode,
  groupedNode,
  negateNode,
  type BinaryNode,
  type BinaryOperator,
  type NegateNode,
  type NumberNode,
  type Span,
} from './ast';
import { ArithmeticParser } from './arithmetic-parser';
import { DECIMAL_LEXICON } from './decimal-lexer';
import type { DecimalLexemeKind } from './scan';

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

export type DecimalNode = NumberNode | VariableNode | NegateNode<DecimalNode> | BinaryNode<DecimalNode> | PowerNode | CallNode;

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

const CONTINUES_EXPRESSION: ReadonlySet<string> = new Set(['plus', 'minus', 'star', 'slash', 'caret']);

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
class DecimalParser extends ArithmeticParser<DecimalLexemeKind, DecimalNode> {
  constructor(
    source: string,
    maxTokens: number,
    private readonly context: DecimalParseContext,
  ) {
    super(source, DECIMAL_LEXICON, maxTokens, DECIMAL_MAX_DEPTH);
  }

  protected operand(): DecimalNode {
    return this.power();
  }

  protected binary(operator: BinaryOperator, operatorAt: number, left: DecimalNode, right: DecimalNode): DecimalNode {
    return binaryNode(operator, operatorAt, left, right);
  }

  protected negate(from: number, operand: DecimalNode): DecimalNode {
    return negateNode(from, operand);
  }

  protected grouped(inner: DecimalNode, from: number, to: number): DecimalNode {
    return groupedNode(inner, from, to);
  }

  private power(): DecimalNode {
    const base = this.atom();
    if (this.kind !== 'caret') return base;
    const caretAt = this.from;
    this.advance();
    let signAt: number | undefined;
    if (this.at('minus')) {
      signAt = this.from;
      this.advance();
    }
    if (this.at('end')) throw this.unexpected();
    const literal = this.text();
    if (!this.at('number') || literal.includes('.')) {
      throw invalidInput('invalid_exponent', `the exponent after "^" at ${caretAt} must be an integer literal`, this.from);
    }
    const exponentAt = signAt ?? this.from;
    const to = this.to;
    this.advance();
    const magnitude = Number(literal);
    if (magnitude > MAX_POWER_EXPONENT) {
      throw invalidInput(
        'exponent_too_large',
        `exponent ${signAt === undefined ? '' : '-'}${literal} at ${exponentAt} is larger than ${MAX_POWER_EXPONENT} in magnitude`,
        exponentAt,
      );
    }
    if (this.at('caret')) {
      throw invalidInput('chained_power', `"^" does not chain (at ${this.from}); write (a^b)^c`, this.from);
    }
    return { type: 'power', base, exponent: signAt === undefined ? magnitude : -magnitude, operatorAt: caretAt, from: base.from, to };
  }

  private atom(): DecimalNode {
    const { kind, from, to } = this;
    if (kind === 'number') {
      const literal = readDecimalText(this.text(), from);
      if (literal instanceof Error) throw literal;
      this.advance();
      return { type: 'number', value: reduceDecimalText(literal, this.context.budget, from), from, to };
    }
    if (kind === 'name') {
      const name = this.text();
      this.advance();
      if (this.at('lparen') && this.from === to) return this.call(name, from);
      const value = this.context.variables.get(name);
      if (value === undefined) {
        throw invalidInput('unknown_variable', `unknown variable "${name}" at ${from}`, from);
      }
      return { type: 'variable', name, value, from, to };
    }
    if (kind === 'lparen') return this.group();
    throw this.unexpected();
  }

  /** `name(args)`, the current token being its "(" and `at` where the name starts. */
  private call(name: string, at: number): CallNode {
    if (!isDecimalFunction(name)) {
      const reason = this.context.variables.has(name) ? 'not_a_function' : 'unknown_function';
      const what = reason === 'not_a_function' ? `"${name}" is a variable, not a function` : `unknown function "${name}"`;
      throw invalidInput(reason, `${what} at ${at}`, at);
    }
    if (name === 'round' && !this.context.roundingGiven) {
      throw invalidInput('rounding_required', `round() at ${at} needs the request's "rounding" mode`, at);
    }
    const [fewest, most] = ARITY[name];
    const openAt = this.from;
    this.advance();
    this.enter(openAt);
    const args: DecimalNode[] = [];
    let digits = 0;
    let count = 0;
    if (this.kind !== 'rparen') {
      for (;;) {
        if (count === most) throw tooManyArguments(name, at, most);
        if (name === 'round' && count === 1) digits = this.roundDigits();
        else args.push(this.expression());
        count++;
        if (!this.at('comma')) break;
        this.advance();
      }
    }
    const to = this.closeParen();
    this.leave();
    if (count < fewest) {
      throw invalidInput(
        'wrong_argument_count',
        `${name}() at ${at} takes ${fewest === most ? fewest : `${fewest} to ${most}`} arguments, not ${count}`,
        at,
      );
    }
    return { type: 'call', name, args, digits, from: at, to };
  }

  /** round's n: an integer literal 0..40 standing alone as the argument. */
  private roundDigits(): number {
    if (this.kind === 'end') throw this.unexpected();
    const text = this.text();
    const following = this.kindAfter();
    const standsAlone = !CONTINUES_EXPRESSION.has(following);
    if (!this.at('number') || text.includes('.') || !standsAlone) {
      throw invalidInput(
        'invalid_round_digits',
        `round()'s second argument at ${this.from} must be an integer literal from 0 to ${MAX_ROUND_DIGITS}`,
        this.from,
      );
    }
    if (Number(text) > MAX_ROUND_DIGITS) {
      throw invalidInput(
        'invalid_round_digits',
        `round() to ${text} digits at ${this.from}: at most ${MAX_ROUND_DIGITS} are allowed`,
        this.from,
      );
    }
    this.advance();
    return Number(text);
  }
}

function tooManyArguments(name: DecimalFunction, at: number, most: number) {
  if (name === 'min' || name === 'max') {
    return limitExceeded('too_many_arguments', `${name}() at ${at} takes at most ${most} arguments`, at);
  }
  return invalidInput('wrong_argument_count', `${name}() at ${at} takes ${most} argument${most === 1 ? '' : 's'}`, at);
}

/** The tree of a decimal-expression-evaluate expression of at most `maxTokens` tokens; faults in the contract's order. */
export function parseDecimalExpression(source: string, maxTokens: number, context: DecimalParseContext): DecimalNode {
  return new DecimalParser(source, maxTokens, context).parse();
}
