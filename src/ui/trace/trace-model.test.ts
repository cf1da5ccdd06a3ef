import { describe, expect, it } from 'vitest';
import { insertStep, moveStep, removeStep, traceRequest, traceStateFrom, unusedStepId, type TraceState } from './trace-model';

const state: TraceState = {
  inputs: [
    { key: 'a', name: 'price', value: '7/2' },
    { key: 'b', name: 'price', value: '1' },
  ],
  steps: [
    { key: 'k1', id: 's1', operator: '-', left: { value: '7/2', from: 'price' }, right: { value: '1/2', from: '' }, result: '3' },
    { key: 'k2', id: 's2', operator: '*', left: { value: '3', from: 's1' }, right: { value: '2', from: '' }, result: '6' },
  ],
  claimedResult: '6',
  requireCanonical: false,
};

describe('traceRequest', () => {
  it('writes the contract request: an empty "from" is null, a repeated input name is left out', () => {
    expect(JSON.parse(JSON.stringify(traceRequest(state)))).toEqual({
      inputs: { price: '7/2' },
      steps: [
        { id: 's1', operator: '-', left: { value: '7/2', from: 'price' }, right: { value: '1/2', from: null }, result: '3' },
        { id: 's2', operator: '*', left: { value: '3', from: 's1' }, right: { value: '2', from: null }, result: '6' },
      ],
      claimed_result: '6',
      require_canonical: false,
    });
  });

  it('keeps an input called "__proto__" as an ordinary key', () => {
    const request = traceRequest({ ...state, inputs: [{ key: 'p', name: '__proto__', value: '1/3' }] });
    expect(JSON.stringify(request.inputs)).toBe('{"__proto__":"1/3"}');
  });

  it('round-trips through traceStateFrom', () => {
    const request = traceRequest(state);
    expect(traceRequest(traceStateFrom(request))).toEqual(request);
  });
});

describe('step editing', () => {
  it('appends a step that starts from the previous step’s stated result, with an unused id', () => {
    const next = insertStep(state, 2);
    expect(next.steps).toHaveLength(3);
    expect(next.steps[2]).toMatchObject({ id: 's3', left: { value: '6', from: 's2' }, right: { value: '', from: '' }, result: '' });
  });

  it('inserts a blank step above a row', () => {
    const next = insertStep(state, 0);
    expect(next.steps.map((step) => step.id)).toEqual(['s3', 's1', 's2']);
    expect(next.steps[0]!.left).toEqual({ value: '', from: '' });
  });

  it('chooses an id no step or input uses', () => {
    expect(unusedStepId({ ...state, inputs: [{ key: 'x', name: 's3', value: '1' }] })).toBe('s4');
  });

  it('removes and moves steps; moving past either end changes nothing', () => {
    expect(removeStep(state, 0).steps.map((step) => step.id)).toEqual(['s2']);
    expect(moveStep(state, 1, -1).steps.map((step) => step.id)).toEqual(['s2', 's1']);
    expect(moveStep(state, 0, 1).steps.map((step) => step.id)).toEqual(['s2', 's1']);
    expect(moveStep(state, 0, -1)).toBe(state);
    expect(moveStep(state, 1, 1)).toBe(state);
  });
});
