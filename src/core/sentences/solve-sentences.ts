/**
 * The way forward of a fraction working (rational-working-solve): where it starts, and step by
 * step what to do (the hint a student sees first, a sentence of the catalog holding the student's
 * own numbers) and how it is done (a formula in those numbers, such as 5/2 = (5×3)/(2×3) = 15/6). Every number is a
 * string the engine worked out (a step's `numbers`, `rewritten` and `result`); this module only
 * chooses sentences and writes those strings into formulas, never computing one.
 */
import type { RationalWorkingSolveOutput as SolveOutput, SolveStep } from '../solve/types';
import { sentence, valuePart as value, type SentenceMessage, type SentencePart } from './sentence-message';
import type { SolveFrameKey, SolveHintKey } from './way-forward-sentences';
import { formPart, type WorkingSentenceKey } from './working-sentences';

type Hint = SentenceMessage<SolveHintKey>;
const message = (id: SolveHintKey, params: Readonly<Record<string, SentencePart<SolveHintKey>>> = {}): Hint => sentence(id, params);
/** A sentence around the steps: where they start, or why there are none (the final form said as the working's sentences say it). */
type Frame = SentenceMessage<SolveFrameKey | WorkingSentenceKey>;

/** The operation signs as a schoolbook writes them (the same as the Working tab's formulas). */
const TIMES = '×';
const DIVIDED = '÷';
const MINUS = '−';

/** A number inside a formula: a negative one after an operator is put in parentheses, 8+(-3). */
const term = (number: string): string => (number.startsWith('-') ? `(${number})` : number);

/** One of a step's numbers by name; '?' when the engine did not give it (never expected, but shown, not thrown). */
function one(step: SolveStep, name: string): string {
  const found = step.numbers[name];
  return typeof found === 'string' ? found : '?';
}

/** One of a whole-line step's lists by name (a place per number rewritten, in text order). */
function list(step: SolveStep, name: string): readonly string[] {
  const found = step.numbers[name];
  return Array.isArray(found) ? found : [];
}

/** The first place of a whole-line step's list ('?' when it has none: shown, not thrown). */
const first = (step: SolveStep, name: string): string => list(step, name)[0] ?? '?';

/**
 * The hint of a whole-line step (every number or power of a kind at once): about its one
 * number in that number's own words, or about all of them when there are several.
 */
function oneOrMany(
  step: SolveStep,
  name: string,
  one: SolveHintKey,
  many: SolveHintKey,
  params: (written: string) => Readonly<Record<string, SentencePart<SolveHintKey>>>,
): Hint {
  const listed = list(step, name);
  return listed.length === 1 ? message(one, params(listed[0]!)) : message(many);
}

/** A fraction as written from its parts: n/d, or n alone when d is 1 (a whole number). */
const fraction = (numerator: string, denominator: string): string => (denominator === '1' ? numerator : `${numerator}/${denominator}`);

/**
 * The reciprocal of n/d as written: d/n, its sign kept in front (the reciprocal of -3/4 is -4/3,
 * not 4/-3). Moving the sign and swapping the two strings, no arithmetic.
 */
export function reciprocalText(numerator: string, denominator: string): string {
  const negative = numerator.startsWith('-');
  const magnitude = negative ? numerator.slice(1) : numerator;
  return `${negative ? '-' : ''}${fraction(denominator, magnitude)}`;
}

/** The mixed numbers a mixed_to_improper step rewrites, each as written: "2 1/2". */
function mixedNumbers(step: SolveStep): string[] {
  const wholes = list(step, 'wholes');
  const numerators = list(step, 'numerators');
  const denominators = list(step, 'denominators');
  return wholes.map((whole, index) => `${whole} ${numerators[index] ?? '?'}/${denominators[index] ?? '?'}`);
}

/** What to do, with the numbers it is done to: the hint a first press of Next step shows. */
export function solveHint(step: SolveStep): Hint {
  switch (step.action) {
    case 'mixed_to_improper': {
      const mixed = mixedNumbers(step);
      return mixed.length === 1
        ? message('solve.hint.mixed_to_improper.one', { mixed: value(mixed[0]!) })
        : message('solve.hint.mixed_to_improper.many');
    }
    case 'decimal_to_fraction': {
      const decimals = list(step, 'decimals');
      return decimals.length === 1
        ? message('solve.hint.decimal_to_fraction.one', {
            decimal: value(decimals[0]!),
            numerator: value(list(step, 'numerators')[0] ?? '?'),
            denominator: value(list(step, 'denominators')[0] ?? '?'),
          })
        : message('solve.hint.decimal_to_fraction.many');
    }
    case 'common_denominator': {
      const left = fraction(one(step, 'left_numerator'), one(step, 'left_denominator'));
      const right = fraction(one(step, 'right_numerator'), one(step, 'right_denominator'));
      const common = value(one(step, 'common_denominator'));
      const leftDenominator = one(step, 'left_denominator');
      const rightDenominator = one(step, 'right_denominator');
      // A whole number is written over the other operand's denominator.
      if (leftDenominator === '1')
        return message('solve.hint.common_denominator.whole', { whole: value(left), common, fraction: value(right) });
      if (rightDenominator === '1')
        return message('solve.hint.common_denominator.whole', { whole: value(right), common, fraction: value(left) });
      const denominators = { left: value(leftDenominator), right: value(rightDenominator), common };
      // One fraction may already be over the common denominator (its multiplier is 1).
      if (one(step, 'right_multiplier') === '1')
        return message('solve.hint.common_denominator.one', { ...denominators, fraction: value(left), other: value(right) });
      if (one(step, 'left_multiplier') === '1')
        return message('solve.hint.common_denominator.one', { ...denominators, fraction: value(right), other: value(left) });
      return message('solve.hint.common_denominator', denominators);
    }
    case 'add_numerators':
      return message('solve.hint.add_numerators', { denominator: value(one(step, 'denominator')) });
    case 'subtract_numerators':
      return message('solve.hint.subtract_numerators', { denominator: value(one(step, 'denominator')) });
    case 'cancel': {
      const leftFactor = one(step, 'left_factor');
      const rightFactor = one(step, 'right_factor');
      const left = {
        factor: value(leftFactor),
        numerator: value(one(step, 'left_numerator')),
        denominator: value(one(step, 'right_denominator')),
      };
      const right = {
        factor: value(rightFactor),
        numerator: value(one(step, 'right_numerator')),
        denominator: value(one(step, 'left_denominator')),
      };
      if (leftFactor !== '1' && rightFactor !== '1') {
        return message('solve.hint.cancel.both', {
          leftFactor: left.factor,
          leftNumerator: left.numerator,
          rightDenominator: left.denominator,
          rightFactor: right.factor,
          rightNumerator: right.numerator,
          leftDenominator: right.denominator,
        });
      }
      return message('solve.hint.cancel.one', leftFactor !== '1' ? left : right);
    }
    case 'multiply':
      return message('solve.hint.multiply');
    case 'invert_divisor': {
      const numerator = one(step, 'divisor_numerator');
      const denominator = one(step, 'divisor_denominator');
      return message('solve.hint.invert_divisor', {
        divisor: value(fraction(numerator, denominator)),
        reciprocal: value(reciprocalText(numerator, denominator)),
      });
    }
    case 'evaluate':
      return message('solve.hint.evaluate', { operation: value(step.rewritten) });
    case 'simplify': {
      const params = { factor: value(one(step, 'common_factor')) };
      const simplified = `${one(step, 'numerator')}/${one(step, 'denominator')}`;
      const whole = step.numbers.whole;
      return typeof whole === 'string'
        ? message('solve.hint.simplify.mixed', { ...params, mixed: value(`${whole} ${simplified}`) })
        : message('solve.hint.simplify', { ...params, fraction: value(simplified) });
    }
    case 'to_mixed':
      // The fraction as written (its sign kept: -23/6); the division is of its size, 23 by 6.
      return message('solve.hint.to_mixed', {
        fraction: value(step.rewritten),
        numerator: value(one(step, 'numerator')),
        denominator: value(one(step, 'denominator')),
      });
    case 'to_improper':
      return message('solve.hint.to_improper', { mixed: value(step.rewritten) });
    case 'drop_parentheses':
      return message('solve.hint.drop_parentheses', { value: value(one(step, 'value')) });
    case 'percent_to_fraction':
      return oneOrMany(step, 'percents', 'solve.hint.percent_to_fraction.one', 'solve.hint.percent_to_fraction.many', (percent) => ({
        percent: value(percent),
        fraction: value(fraction(first(step, 'numerators'), first(step, 'denominators'))),
      }));
    case 'repeating_decimal_to_fraction':
      return oneOrMany(
        step,
        'decimals',
        'solve.hint.repeating_decimal_to_fraction.one',
        'solve.hint.repeating_decimal_to_fraction.many',
        (decimal) => ({
          decimal: value(decimal),
          block: value(first(step, 'blocks')),
        }),
      );
    case 'of_to_times':
      return message('solve.hint.of_to_times');
    case 'power_to_product':
      return oneOrMany(step, 'bases', 'solve.hint.power_to_product.one', 'solve.hint.power_to_product.many', (base) => ({
        base: value(base),
        exponent: value(first(step, 'exponents')),
      }));
    case 'to_decimal':
      return message('solve.hint.to_decimal', {
        fraction: value(step.rewritten),
        numerator: value(one(step, 'numerator')),
        denominator: value(one(step, 'denominator')),
      });
  }
}

/** Each number a whole-line step rewrites, "as written = what it became", one per place of the lists. */
function pairs(step: SolveStep, from: string, to: (index: number) => string): string {
  return list(step, from)
    .map((written, index) => `${written} = ${to(index)}`)
    .join('; ');
}

/** The part rewritten and what it became: 2 + 3 = 5. */
const rewriting = (step: SolveStep): string => `${step.rewritten} = ${step.result}`;

/**
 * How the step is done, as a formula in the step's own numbers (5/2 = (5×3)/(2×3) = 15/6), for
 * the row under the hint. A formula, not arithmetic: each number in it is one the engine gave.
 */
export function solveFormula(step: SolveStep): string {
  switch (step.action) {
    case 'mixed_to_improper': {
      const denominators = list(step, 'denominators');
      const numerators = list(step, 'numerators');
      const improper = list(step, 'improper_numerators');
      return list(step, 'wholes')
        .map((whole, index) => {
          const denominator = denominators[index] ?? '?';
          return `${whole} ${numerators[index] ?? '?'}/${denominator} = (${whole}${TIMES}${denominator}+${numerators[index] ?? '?'})/${denominator} = ${improper[index] ?? '?'}/${denominator}`;
        })
        .join('; ');
    }
    case 'decimal_to_fraction': {
      const numerators = list(step, 'numerators');
      const denominators = list(step, 'denominators');
      const fractions = list(step, 'fractions');
      return list(step, 'decimals')
        .map((decimal, index) => {
          const overPower = `${numerators[index] ?? '?'}/${denominators[index] ?? '?'}`;
          const lowest = fractions[index] ?? '?';
          return lowest === overPower ? `${decimal} = ${overPower}` : `${decimal} = ${overPower} = ${lowest}`;
        })
        .join('; ');
    }
    case 'common_denominator': {
      const common = one(step, 'common_denominator');
      const side = (numerator: string, denominator: string, multiplier: string, scaled: string): string | null => {
        if (multiplier === '1') return null;
        if (denominator === '1') return `${numerator} = (${numerator}${TIMES}${multiplier})/${common} = ${scaled}/${common}`;
        return `${numerator}/${denominator} = (${numerator}${TIMES}${multiplier})/(${denominator}${TIMES}${multiplier}) = ${scaled}/${common}`;
      };
      return [
        side(one(step, 'left_numerator'), one(step, 'left_denominator'), one(step, 'left_multiplier'), one(step, 'scaled_left_numerator')),
        side(
          one(step, 'right_numerator'),
          one(step, 'right_denominator'),
          one(step, 'right_multiplier'),
          one(step, 'scaled_right_numerator'),
        ),
      ]
        .filter((text): text is string => text !== null)
        .join('; ');
    }
    case 'add_numerators':
    case 'subtract_numerators': {
      const sign = step.action === 'add_numerators' ? '+' : MINUS;
      return `(${one(step, 'left_numerator')}${sign}${term(one(step, 'right_numerator'))})/${one(step, 'denominator')} = ${fraction(one(step, 'numerator'), one(step, 'denominator'))}`;
    }
    case 'multiply': {
      // A whole number's denominator, 1, is not written: 2 × 3/4 = (2×3)/4.
      const denominators = [one(step, 'left_denominator'), one(step, 'right_denominator')].filter((denominator) => denominator !== '1');
      const below = denominators.length === 1 ? denominators[0]! : `(${denominators.join(TIMES)})`;
      return `(${one(step, 'left_numerator')}${TIMES}${term(one(step, 'right_numerator'))})/${below} = ${one(step, 'numerator')}/${one(step, 'denominator')}`;
    }
    case 'simplify': {
      if (typeof step.numbers.whole === 'string') return rewriting(step);
      const [numerator, denominator, factor] = [one(step, 'numerator'), one(step, 'denominator'), one(step, 'common_factor')];
      return `${numerator}/${denominator} = (${numerator}${DIVIDED}${factor})/(${denominator}${DIVIDED}${factor}) = ${step.result}`;
    }
    case 'to_mixed':
      // 23 = 3×6 + 5: the division with its remainder, then the mixed number it gives (a
      // negative fraction's sign stays outside: -23/6 = -3 5/6).
      return `${one(step, 'numerator')} = ${one(step, 'whole')}${TIMES}${one(step, 'denominator')} + ${one(step, 'remainder')}; ${rewriting(step)}`;
    case 'to_improper': {
      const [whole, numerator, denominator] = [one(step, 'whole'), one(step, 'numerator'), one(step, 'denominator')];
      const sign = step.rewritten.startsWith('-') ? '-' : '';
      return `${step.rewritten} = ${sign}(${whole}${TIMES}${denominator}+${numerator})/${denominator} = ${step.result}`;
    }
    case 'drop_parentheses':
      return `(${one(step, 'value')}) = ${one(step, 'value')}`;
    case 'percent_to_fraction':
      return pairs(step, 'percents', (index) => `${list(step, 'numerators')[index] ?? '?'}/${list(step, 'denominators')[index] ?? '?'}`);
    case 'repeating_decimal_to_fraction':
      return pairs(step, 'decimals', (index) => list(step, 'fractions')[index] ?? '?');
    case 'to_decimal': {
      // The fraction's size divided out (its sign stays in front): -5/2 = -(5÷2) = -2.5.
      const numerator = one(step, 'numerator');
      const division = `${numerator.replace(/^-/, '')}${DIVIDED}${one(step, 'denominator')}`;
      return `${step.rewritten} = ${numerator.startsWith('-') ? `-(${division})` : division} = ${step.result}`;
    }
    case 'of_to_times':
    case 'power_to_product':
    case 'cancel':
    case 'invert_divisor':
    case 'evaluate':
      return rewriting(step);
  }
}

/** What there is to say when the solution has no step: the problem divides by zero, or the working is already done. */
export function solveOutcome(output: SolveOutput): Frame | null {
  if (output.reason === 'division_by_zero') return sentence<SolveFrameKey>('solve.divisionByZero');
  if (output.steps.length > 0) return null;
  return sentence<SolveFrameKey | WorkingSentenceKey>('solve.done', { text: value(output.from_text), form: formPart(output.final_form) });
}

/** Where the way forward starts: the problem itself, or the last right line of the working. */
export function solveStart(output: SolveOutput): Frame {
  return output.from_step === 0
    ? sentence<SolveFrameKey>('solve.from.problem', { text: value(output.from_text) })
    : sentence<SolveFrameKey>('solve.from.line', { line: value(String(output.from_line)), text: value(output.from_text) });
}

/** A solution as one chain of equalities, as a step would be written on one line: 1/2 + 1/3 = 3/6 + 2/6 = 5/6. */
export function solveChain(output: SolveOutput): string {
  return [output.from_text, ...output.steps.map((step) => step.text)].join(' = ');
}
