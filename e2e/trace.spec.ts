import { expect, test } from '@playwright/test';
import { seedTabState } from './pages/app';
import { TracePage } from './pages/trace';

// The contract's second example: the stated result is what + would give.
const OPERATOR_MISMATCH = {
  inputs: { price: '7/2' },
  steps: [{ id: 'total', operator: '-', left: { value: '7/2', from: 'price' }, right: { value: '1/2', from: null }, result: '4' }],
  claimed_result: '4',
  require_canonical: true,
};

const THREE_STEPS = {
  inputs: [{ key: 'i', name: 'a', value: '1/2' }],
  steps: [
    { key: 'k1', id: 's1', operator: '+', left: { value: '1/2', from: 'a' }, right: { value: '1', from: '' }, result: '3/2' },
    { key: 'k2', id: 's2', operator: '*', left: { value: '3/2', from: 's1' }, right: { value: '2/3', from: '' }, result: '1' },
    { key: 'k3', id: 's3', operator: '-', left: { value: '1', from: 's2' }, right: { value: '1/4', from: '' }, result: '3/4' },
  ],
  claimedResult: '3/4',
  requireCanonical: true,
};

test.describe('Trace tab', () => {
  let trace: TracePage;

  test.beforeEach(async ({ page }) => {
    trace = new TracePage(page);
  });

  test('confirms the starting trace, every step verified', async () => {
    await trace.goto();
    await expect(trace.verdict).toContainText('The trace is correct.');
    await expect(trace.explanation).toHaveText('All 2 steps check out, and the claimed result is the final value, 2.');
    await expect(trace.rows).toHaveCount(2);
    for (const index of [0, 1]) {
      await expect(trace.row(index)).toHaveAttribute('data-status', 'verified');
      await expect(trace.row(index)).toContainText('✓ verified');
    }
  });

  test('an operator mismatch: the step and its operator cell are highlighted and explained', async () => {
    await trace.goto();
    await trace.pasteImport(JSON.stringify(OPERATOR_MISMATCH));
    await expect(trace.explanation).toHaveText('Step total: 7/2 − 1/2 is 3, not 4; + would give 4.');
    await expect(trace.row(0)).toHaveAttribute('data-status', 'bad');
    await expect(trace.cell(0, 'operator')).toHaveClass(/cell-bad/);
    await expect(trace.field(0, 'operator')).toHaveAttribute('aria-invalid', 'true');
    await expect(trace.cell(0, 'result')).not.toHaveClass(/cell-bad/);
  });

  test('the first bad step is highlighted on its result; the steps after it are visibly unchecked', async ({ page }) => {
    await seedTabState(page, 'trace', { ...THREE_STEPS, steps: THREE_STEPS.steps.map((s) => (s.id === 's2' ? { ...s, result: '3' } : s)) });
    await trace.goto();
    await expect(trace.explanation).toHaveText('Step s2: 3/2 × 2/3 is 1, not 3.');
    await expect(trace.row(0)).toHaveAttribute('data-status', 'verified');
    await expect(trace.row(1)).toHaveAttribute('data-status', 'bad');
    await expect(trace.row(1)).toContainText('✗ first mistake');
    await expect(trace.cell(1, 'result')).toHaveClass(/cell-bad/);
    await expect(trace.field(1, 'result')).toHaveAttribute('aria-invalid', 'true');
    await expect(trace.row(2)).toHaveAttribute('data-status', 'unchecked');
    await expect(trace.row(2)).toContainText('not checked');
    await expect(trace.verdict).toContainText('1 of 3 steps verified before it.');

    // Fixing the result moves the check on to the next step.
    await trace.field(2, 'left value').fill('2');
    await trace.field(1, 'result').fill('1');
    await expect(trace.explanation).toHaveText('Step s3: the left operand 2 should be 1, the result of step s2.');
    await expect(trace.row(2)).toHaveAttribute('data-status', 'bad');
    await expect(trace.field(2, 'left value')).toHaveAttribute('aria-invalid', 'true');
    await expect(trace.field(2, 'left from')).toHaveAttribute('aria-invalid', 'true');
  });

  test('an unknown reference marks the "from" cell', async ({ page }) => {
    await seedTabState(page, 'trace', THREE_STEPS);
    await trace.goto();
    await expect(trace.verdict).toContainText('The trace is correct.');
    await trace.field(1, 'left from').fill('s9');
    await expect(trace.explanation).toHaveText('Step s2: the left operand comes from “s9”, but no input or earlier step has that name.');
    await expect(trace.field(1, 'left from')).toHaveAttribute('aria-invalid', 'true');
    await expect(trace.field(1, 'left value')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(trace.cell(1, 'left')).toHaveClass(/cell-bad/);
  });

  test('a wrong claimed result marks the claim; every step stays verified', async ({ page }) => {
    await seedTabState(page, 'trace', THREE_STEPS);
    await trace.goto();
    await trace.claim.fill('5');
    await expect(trace.explanation).toHaveText('The claimed result 5 is not the final value 3/4.');
    await expect(trace.claim).toHaveAttribute('aria-invalid', 'true');
    await expect(trace.panel.locator('tr[data-status="verified"]')).toHaveCount(3);
  });

  test('a value the engine rejects is marked on its cell, with a sentence that says how to write it', async () => {
    await trace.goto();
    await trace.field(0, 'left value').fill('3.5');
    await expect(trace.verdict).toContainText('“3.5”, the left value of step 1, is a decimal: write it as a fraction (0.5 is 1/2).');
    await expect(trace.field(0, 'left value')).toHaveAttribute('aria-invalid', 'true');
    await expect(trace.row(0)).toHaveAttribute('data-status', 'unknown');
  });

  test('steps can be added, inserted, moved and deleted', async () => {
    await trace.goto();
    await trace.expectStepIds(['discount', 'total']);

    await trace.panel.getByRole('button', { name: 'Add step' }).click();
    await trace.expectStepIds(['discount', 'total', 's3']);
    // A new last step starts from the previous step's stated result.
    await expect(trace.field(2, 'left value')).toHaveValue('2');
    await expect(trace.field(2, 'left from')).toHaveValue('total');
    await expect(trace.field(2, 'right value')).toBeFocused();

    await trace.panel.getByRole('button', { name: 'Insert a step above step 1' }).click();
    await trace.expectStepIds(['s4', 'discount', 'total', 's3']);
    await expect(trace.field(0, 'id')).toBeFocused();

    await trace.panel.getByRole('button', { name: 'Move step 1 down' }).click();
    await trace.expectStepIds(['discount', 's4', 'total', 's3']);
    await trace.panel.getByRole('button', { name: 'Move step 4 up' }).click();
    await trace.expectStepIds(['discount', 's4', 's3', 'total']);
    await expect(trace.panel.getByRole('button', { name: 'Move step 1 up' })).toBeDisabled();
    await expect(trace.panel.getByRole('button', { name: 'Move step 4 down' })).toBeDisabled();

    await trace.panel.getByRole('button', { name: 'Delete step 2' }).click();
    await trace.panel.getByRole('button', { name: 'Delete step 2' }).click();
    await trace.expectStepIds(['discount', 'total']);
    await expect(trace.verdict).toContainText('The trace is correct.');
  });

  test('export to a file and import it back round-trips the trace', async () => {
    await trace.goto();
    const exported = await trace.exportFile();
    expect(exported.name).toBe('trace.json');
    const original = JSON.parse(exported.text) as unknown;
    expect(original).toEqual({
      inputs: { price: '7/2' },
      steps: [
        { id: 'discount', operator: '-', left: { value: '7/2', from: 'price' }, right: { value: '1/2', from: null }, result: '3' },
        { id: 'total', operator: '*', left: { value: '3', from: 'discount' }, right: { value: '2/3', from: null }, result: '2' },
      ],
      claimed_result: '2',
      require_canonical: true,
    });

    await trace.pasteImport(JSON.stringify(OPERATOR_MISMATCH));
    await expect(trace.rows).toHaveCount(1);
    await trace.importFile('trace.json', exported.text);
    await expect(trace.ioStatus).toContainText('Imported 2 steps from file trace.json.');
    await expect(trace.verdict).toContainText('The trace is correct.');
    const again = await trace.exportFile();
    expect(again.text).toBe(exported.text);
  });

  test('copy to the clipboard and paste it back round-trips the trace', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await seedTabState(page, 'trace', THREE_STEPS);
    await trace.goto();
    await trace.panel.getByRole('button', { name: 'Copy JSON' }).click();
    await expect(trace.ioStatus).toContainText('Copied the trace JSON');
    const copied = (await page.evaluate('navigator.clipboard.readText()')) as string;
    expect((JSON.parse(copied) as { steps: unknown[] }).steps).toHaveLength(3);

    await trace.panel.getByRole('button', { name: 'Delete step 3' }).click();
    await trace.claim.fill('7');
    await trace.panel.getByRole('button', { name: 'Paste from clipboard' }).click();
    await expect(trace.ioStatus).toContainText('Imported 3 steps from clipboard.');
    await trace.expectStepIds(['s1', 's2', 's3']);
    await expect(trace.claim).toHaveValue('3/4');
    await trace.panel.getByRole('button', { name: 'Copy JSON' }).click();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(copied);
  });

  test('malformed JSON is refused with where it breaks, and the table is kept', async () => {
    await trace.goto();
    await trace.pasteImport('{\n  "inputs": {},\n  "steps": [,]\n}');
    await expect(trace.ioStatus).toHaveText('Pasted text: it is not valid JSON at line 3, column 13: unexpected ","');
    await trace.expectStepIds(['discount', 'total']);
    await expect(trace.panel.getByLabel(/^Trace JSON/)).toHaveValue('{\n  "inputs": {},\n  "steps": [,]\n}');

    await trace.pasteImport(JSON.stringify({ ...OPERATOR_MISMATCH, steps: [{ ...OPERATOR_MISMATCH.steps[0], operator: 'x' }] }));
    await expect(trace.ioStatus).toHaveText(
      'Pasted text: it is not a request for this tab: the request.steps[0].operator must be one of + - * /',
    );
    await trace.importFile('broken.json', '[1, 2');
    await expect(trace.ioStatus).toHaveText('File broken.json: it is not valid JSON: it ends too early (line 1, column 6)');
    await trace.expectStepIds(['discount', 'total']);
  });

  test('an import can be undone', async () => {
    await trace.goto();
    await trace.pasteImport(JSON.stringify(OPERATOR_MISMATCH));
    await trace.expectStepIds(['total']);
    await trace.panel.getByRole('button', { name: 'Undo import' }).click();
    await trace.expectStepIds(['discount', 'total']);
    await expect(trace.verdict).toContainText('The trace is correct.');
  });
});
