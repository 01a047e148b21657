import { readFileSync, readdirSync } from 'node:fs';
import { analyzeJob } from '../packages/core/src/tailoring/job-analysis.ts';
const dir = 'packages/core/test-fixtures/tailoring/dev/';
const cs = readdirSync(dir).map((f) => JSON.parse(readFileSync(dir + f, 'utf8')));
let desc = ''; for (let i = 0; desc.length < 20000; i++) desc += cs[i % cs.length].job.description + '\n\n';
const job = { companyName: 'Example Co', positionName: 'Manager', description: desc.slice(0, 20000) };
for (let i = 0; i < 20; i++) analyzeJob(job);
