import { execute } from '../src/core/execute';
for (const w of process.argv.slice(2)) { const o: any = execute('rational-working-check', { working: w }); const s = o.steps?.find((x: any) => x.status === 'not_equal'); console.log(w, '=>', JSON.stringify(s?.misconceptions), JSON.stringify(s?.ambiguous ?? null)); }
