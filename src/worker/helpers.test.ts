import { describe, expect, it } from 'vitest';
import { execute, isErrorEnvelope } from '../core';
import { runHelper } from './helpers';
import { EngineClient } from './engine-client';
import { isHelperId, type EngineRequest } from './messages';

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
    expect(isHelperId('describe-rational')).toBe(true);
    expect(isHelperId('build-trace')).toBe(true);
    expect(isHelperId('rational-subtract')).toBe(false);
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
