#!/usr/bin/env node
// `npm start`: build the web app if it is missing or older than its sources, then serve API + app on PORT.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [
  path.join(webDir, 'src'),
  path.join(webDir, 'index.html'),
  path.join(root, 'packages/core/src'),
];
const sourcesMtime = Math.max(
  ...sources.map((p) => (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)),
);
if (!fs.existsSync(builtIndex) || fs.statSync(builtIndex).mtimeMs < sourcesMtime) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// One process serves everything: load the TypeScript server through tsx's loader.
process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/main.ts'));
