import { execute } from './src/core/execute';
const show = (w: any) => { const r: any = execute('rational-working-solve', w); console.log(r.error ? JSON.stringify(r) : r.steps.map((s: any) => `${s.text} | ${s.action} ${s.position} ${JSON.stringify(s.rewritten)} → ${JSON.stringify(s.result)}`).join('\n')); };
show({ working: "0\r+\r(\r-\r1 1/2\r+\r0\r)\r+\r0/1" });
show({ working: "- ( 100 )" });
show({ working: "1 + -(1/2)" });
