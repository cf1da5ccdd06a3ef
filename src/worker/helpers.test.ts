import { describe, expect, it } from 'vitest';
import { execute, isErrorEnvelope } from '../core';
import { isEngineHelperId, runHelper } from './helpers';
import { EngineClient } from './engine-client';
import type { EngineRequest } from './messages';

describe('the worker’s helper requests', () => {
  it('describe-rational gives the fraction, mixed number and repeating decimal', () => {
    const seventh = runHelper('describe-rational', { text: '-22/7' });
    expect(seventh).toMatchObject({ canonical: '-22/7', numerator: '-22', denominator: '7' });
    expect(seventh?.mixed).toEqual({ sign: '-', whole: '3', numerator: '1', denominator: '7' });
    expect(seventh?.decimal).toEqual({ sign: '-', integer: '3', nonRepeating: '', repeating: '142857', truncated: false });
    expect(runHelper('describe-rational', { text: '6/4' })?.canonical).toBe('3/2');
  });

  it('describe-rational answers null, never throws, for what is not a rational', () => {
    for (const input of [{ text: '1.5' }, { text: '' }, { text: 7 }, null, 'x', { text: '1/0' }]) {
      expect(runHelper('describe-rational', input)).toBeNull();
    }
  });

  it('build-trace gives a trace the trace checker accepts', () => {
    const built = runHelper('build-trace', { expression: '1 + 1/2 + 1/3', fractionLiterals: true });
    if (isErrorEnvelope(built)) throw new Error(built.error.message);
    expect(built.steps).toHaveLength(2);
    expect(built.claimed_result).toBe('11/6');
    expect(execute('rational-trace-check', built)).toMatchObject({ valid: true, final_value: '11/6' });
    const stepwise = runHelper('build-trace', { expression: '1 + 1/2 + 1/3', fractionLiterals: false });
    expect(isErrorEnvelope(stepwise) ? null : stepwise.steps.length).toBe(4);
  });

  it('build-trace reports the engine’s error for a bad or missing expression', () => {
    const zero = runHelper('build-trace', { expression: '1/(2-2)', fractionLiterals: false });
    expect(isErrorEnvelope(zero) && zero.error.details.reason).toBe('division_by_zero');
    const missing = runHelper('build-trace', {});
    expect(isErrorEnvelope(missing)).toBe(true);
  });

  it('helper ids are told apart from tool ids', () => {
    expect(isEngineHelperId('describe-rational')).toBe(true);
    expect(isEngineHelperId('build-trace')).toBe(true);
    expect(isEngineHelperId('check-working')).toBe(true);
    expect(isEngineHelperId('rational-subtract')).toBe(false);
    expect(isEngineHelperId('class-open')).toBe(false);
    expect(isEngineHelperId('toString')).toBe(false);
  });

  it('check-working answers a request of each kind with that kind’s check, and refuses an unknown kind', () => {
    expect(runHelper('check-working', { kind: 'fraction', request: { working: '1/2 + 1/3 = 2/5' } })).toMatchObject({
      response: { valid: false, steps: [{}, { misconceptions: [{ rule: 'added_across' }] }] },
      explanation: { verdict: { key: 'step_mismatch' } },
    });
    expect(runHelper('check-working', { kind: 'equation', request: { working: '2x + 1 = 7\nx = 3' } })).toEqual({
      response: execute('linear-equation-check', { working: '2x + 1 = 7\nx = 3' }),
      explanation: null,
      fault: null,
      places: [],
    });
    for (const input of [{ kind: 'integer', request: { working: '1 = 1' } }, null, { request: { working: '1 = 1' } }]) {
      const { response, explanation } = runHelper('check-working', input);
      expect(explanation).toBeNull();
      expect(isErrorEnvelope(response) && response.error.details.reason).toBe('unknown_kind');
    }
    // Beside the check, where its underlines go (UTF-16 units), and a refusal's place and sentence: the page reads no working for them.
    expect(runHelper('check-working', { kind: 'fraction', request: { working: '1/2 + 1/3 = 2/5' } }).places).toEqual([
      { kind: 'wrong', step: 1, span: { from: 12, to: 15 } },
      { kind: 'site', step: 1, misconception: 0, span: { from: 4, to: 5 } },
    ]);
    expect(runHelper('check-working', { kind: 'equation', request: { working: '😀 = 1' } })).toMatchObject({
      fault: { span: { from: 0, to: 2 }, sentence: { id: 'equation.error.badCharacter' } },
      places: [],
    });
    // A request the kind's tool refuses is refused in its words.
    expect(runHelper('check-working', { kind: 'fraction', request: { working: 7 } }).response).toEqual(
      execute('rational-working-check', { working: 7 }),
    );
  });

  it('the client sends a helper request like a tool request', async () => {
    const posted: EngineRequest[] = [];
    const client = new EngineClient((events) => ({
      post(request) {
        posted.push(request);
        queueMicrotask(() => events.reply({ id: request.id, response: runHelper('describe-rational', request.input) }));
      },
      terminate() {},
    }));
    await expect(client.ask('describe-rational', { text: '7/2' })).resolves.toMatchObject({ mixed: { whole: '3', numerator: '1' } });
    expect(posted[0]).toMatchObject({ toolId: 'describe-rational', input: { text: '7/2' } });
  });
});
