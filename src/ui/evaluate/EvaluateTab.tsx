import { ExpressionField } from '../editor/ExpressionField';
import { callsFunction } from '../editor/grammar';
import { EngineFailureNotice } from '../common/EngineFailureNotice';
import { JsonDisclosure } from '../common/JsonDisclosure';
import { useTabStore } from '../common/tab-store';
import { useEngineAnswer } from '../common/useEngineAnswer';
import { evaluateRequest, evaluateStore, type EvaluateState } from './evaluate-state';
import { EvaluateResult } from './EvaluateResult';
import { RoundingControls } from './RoundingControls';
import { VariablesTable } from './VariablesTable';

const TOOL = 'decimal-expression-evaluate';
/** The scale the "give it a scale" button sets for a non-terminating result. */
const SUGGESTED_SCALE = '10';

export default function EvaluateTab() {
  const [state, setState] = useTabStore(evaluateStore);
  const request = evaluateRequest(state);
  const answer = useEngineAnswer(TOOL, request);
  const update = (patch: Partial<EvaluateState>) => setState((current) => ({ ...current, ...patch }));

  const needsRounding = state.rounding === '' && callsFunction(state.expression, 'round');
  return (
    <>
      <h2 className="tab-title">Evaluate a decimal expression exactly</h2>
      <p className="tab-intro">
        Decimals, variables, <code>+ - * / ^</code>, <code>abs</code>, <code>min</code>, <code>max</code> and <code>round(x, n)</code>.
        Nothing is rounded unless you ask.
      </p>
      <ExpressionField
        id="evaluate-expression"
        label="Expression"
        grammar="decimal"
        value={state.expression}
        onChange={(expression) => update({ expression })}
        answeredExpression={answer.request?.expression ?? null}
        response={answer.response}
        placeholder="e.g. price * qty * (1 + tax / 100)"
        hint={needsRounding ? <span className="hint-warning">round() needs a rounding mode: choose one under “Rounding”.</span> : undefined}
      />
      <VariablesTable rows={state.variables} onChange={(variables) => update({ variables })} />
      <RoundingControls
        scale={state.scale}
        rounding={state.rounding}
        onScaleChange={(scale) => update({ scale })}
        onRoundingChange={(rounding) => update({ rounding })}
      />
      <EngineFailureNotice failure={answer.failure} />
      <EvaluateResult
        hasExpression={request !== null}
        response={answer.response}
        stale={answer.stale}
        onSuggestScale={() => update({ scale: SUGGESTED_SCALE, rounding: state.rounding === '' ? 'half_even' : state.rounding })}
      />
      <JsonDisclosure toolId={TOOL} request={answer.request} response={answer.response} />
    </>
  );
}
