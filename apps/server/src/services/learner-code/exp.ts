import { LearnerCodePool } from './pool.ts';
const pool = new LearnerCodePool({ size: 2, log: (m, d) => console.log(m, d) });
const t0 = performance.now();
await pool.warm();
console.log('warm', performance.now() - t0, pool.stats());
for (const code of ['print(sum(range(10)))', 'import os\nprint(os.listdir("/"))', 'open("/tmp/zz","w").write("x")', 'import js\nprint(dir(js))', 'x = []\nwhile True:\n    x.append(bytearray(10**7))', 'import os\nos._exit(3)', 'print(2)']) {
  const t = performance.now();
  const r = await pool.run({ level: null, code, timeLimitMs: 5000 });
  console.log(JSON.stringify(code), Math.round(performance.now() - t), JSON.stringify(r).slice(0, 300));
}
console.log(pool.stats());
pool.close();
