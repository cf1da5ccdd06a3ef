import type { KeyFault } from '../../worker/messages';
import { useClassT } from './class-messages';
import { keyFaultText } from '../../core/sentences/grading-sentences';

/** The key's problems, each once, in the page's language: under the key's preview, and in the printed report. */
export function KeyFaultList({ faults, className = '' }: { faults: readonly KeyFault[]; className?: string }) {
  const t = useClassT();
  if (faults.length === 0) return null;
  return (
    <section className={`class-key-faults ${className}`.trim()} data-testid="class-key-faults">
      <h4>{t('keyProblems', { count: faults.length })}</h4>
      <ul className="class-bad-list">
        {faults.map((fault) => (
          <li key={`${fault.row}-${fault.reason}`} dir="auto">
            {keyFaultText(fault, t.language)}
          </li>
        ))}
      </ul>
    </section>
  );
}
