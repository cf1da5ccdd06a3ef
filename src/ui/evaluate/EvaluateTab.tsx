import { ExpressionField } from '../editor/ExpressionField';
import { callsFunction } from '../editor/grammar';
import { EngineFailureNotice } from '../common/EngineFailureNotice';
import { JsonDisclosure } from '../common/JsonDisclosure';
import { TabTools } from '../tab-tools/TabTools';
import { useTabStore } from '../common/tab-store';
import { useEngineAnswer } from '../common/useEngineAnswer';
import { evaluateRequest, evaluateStore, type EvaluateState } from './evaluate-state';
import { EvaluateResult, SUGGESTED_SCALE } from './EvaluateResult';
import { RoundingControls } from './RoundingControls';
import { VariablesTable } from './VariablesTable';
import { Message, useT } from '../i18n';

const TOOL = 'decimal-expression-evaluate';

export default function EvaluateTab() {
  const [state, setState] = useTabStore(evaluateStore);
  const t = useT();
  const request = evaluateRequest(state);
  const answer = useEngineAnswer(TOOL, request);
  const update = (patch: Partial<EvaluateState>) => setState((current) => ({ ...current, ...patch }));

  const needsRounding = state.rounding === '' && callsFunction(state.expression, 'round');
  return (
    <>
      <h2 className="tab-title">{t('evaluate.heading')}</h2>
      <p className="tab-intro">
        <Message
          id="evaluate.intro"
          params={{
            operators: <code dir="ltr">+ - * / ^</code>,
            abs: <code>abs</code>,
            min: <code>min</code>,
            max: <code>max</code>,
            round: <code dir="ltr">round(x, n)</code>,
          }}
        />
      </p>
      <ExpressionField
        id="evaluate-expression"
        label={t('common.expression')}
        grammar="decimal"
        value={state.expression}
        onChange={(expression) => update({ expression })}
        answeredExpression={answer.request?.expression ?? null}
        response={answer.response}
        placeholder={t('evaluate.placeholder')}
        hint={needsRounding ? <span className="hint-warning">{t('evaluate.roundNeedsMode')}</span> : undefined}
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
        request={request}
        answeredExpression={answer.request?.expression ?? null}
        response={answer.response}
        stale={answer.stale}
        onSuggestScale={() => update({ scale: SUGGESTED_SCALE, rounding: state.rounding === '' ? 'half_even' : state.rounding })}
      />
      <TabTools tab="evaluate" answer={answer} />
      <JsonDisclosure toolId={TOOL} request={answer.request} response={answer.response} />
    </>
  );
}
