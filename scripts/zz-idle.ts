import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../apps/server/src/test/server-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailor-idle-'));
for (let i = 0; i < 2; i++) {
  const s = await startServerProcess({
    dataDir,
    root: process.env.SERVER_ROOT,
    env: process.env.ZZ_CONF ? { ZZ_CONF: process.env.ZZ_CONF } : {},
  });
  await new Promise((r) => setTimeout(r, 3000));
  console.log(
    i === 0 ? 'fresh' : 'reopened',
    'server',
    s.rssMb().toFixed(0),
    'tree',
    s.treeRssMb().toFixed(0),
    'children',
    s.childPids().length,
  );
  await s.stop();
}
