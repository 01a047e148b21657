// Builds the extension into dist/ and packs dist/ into tailor-extension.zip:
// popup + options pages and the module service worker in one Vite build; each content script as one IIFE.
// The app's address is built in (decision 075): APP_URL, else http://localhost:$PORT (PORT defaults to 3000),
// the same variables the server reads. `--out-dir DIR` builds into DIR instead (no zip).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(here, 'src');
const outArg = process.argv.indexOf('--out-dir');
const dist = outArg > 0 ? path.resolve(process.argv[outArg + 1] ?? '') : path.join(here, 'dist');
const appOrigin = appOriginFromEnv(process.env);
const quiet = {
  logLevel: 'warn',
  configFile: false,
  publicDir: false,
  define: { __TAILOR_APP_URL__: JSON.stringify(appOrigin) },
};

fs.rmSync(dist, { recursive: true, force: true });

await build({
  ...quiet,
  root: src,
  base: './',
  build: {
    outDir: dist,
    emptyOutDir: false,
    target: 'chrome120',
    modulePreload: false,
    rollupOptions: {
      input: {
        popup: path.join(src, 'popup.html'),
        options: path.join(src, 'options.html'),
        background: path.join(src, 'background.ts'),
      },
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});

for (const name of ['content', 'bridge']) {
  await build({
    ...quiet,
    build: {
      outDir: dist,
      emptyOutDir: false,
      target: 'chrome120',
      lib: {
        entry: path.join(src, `${name}.ts`),
        formats: ['iife'],
        name: `tailor_${name}`,
        fileName: () => `${name}.js`,
      },
    },
  });
}

const manifest = JSON.parse(fs.readFileSync(path.join(here, 'manifest.json'), 'utf8'));
manifest.version = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8')).version;
grantAppOrigin(manifest, appOrigin);
fs.writeFileSync(path.join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
for (const file of fs.readdirSync(path.join(here, 'public'))) {
  fs.copyFileSync(path.join(here, 'public', file), path.join(dist, file));
}

if (outArg > 0) {
  console.log(`extension built for ${appOrigin}: ${path.relative(process.cwd(), dist)}`);
} else {
  const zipPath = path.join(here, 'tailor-extension.zip');
  fs.writeFileSync(zipPath, zip(dist));
  console.log(
    `extension built for ${appOrigin}: ${path.relative(process.cwd(), dist)} and ${path.relative(process.cwd(), zipPath)}`,
  );
}

/** The app's origin from APP_URL, or http://localhost:PORT; anything else stops the build with the reason. */
function appOriginFromEnv(env) {
  if (env.APP_URL) {
    let url;
    try {
      url = new URL(env.APP_URL);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      console.error(`APP_URL must be an http:// or https:// address, got "${env.APP_URL}".`);
      process.exit(1);
    }
    return url.origin;
  }
  const port = env.PORT ?? '3000';
  if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
    console.error(`PORT must be a port number (1-65535), got "${port}".`);
    process.exit(1);
  }
  return `http://localhost:${port}`;
}

/**
 * localhost and 127.0.0.1 are granted on any port already; another origin is added to the host permissions and
 * the pages allowed to message the extension, so the built-in address works from install (the service worker
 * registers the bridge for it, as for an address entered in the options).
 */
function grantAppOrigin(manifest, origin) {
  const { hostname } = new URL(origin);
  if (hostname === 'localhost' || hostname === '127.0.0.1') return;
  const pattern = `${origin}/*`;
  manifest.host_permissions.push(pattern);
  manifest.externally_connectable.matches.push(pattern);
}

/** A plain zip (deflate) of a folder, enough for the Chrome Web Store upload. */
function zip(folder) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(folder);
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(path.relative(folder, file).split(path.sep).join('/'));
    const data = fs.readFileSync(file);
    const packed = zlib.deflateRawSync(data);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0x21, 12); // 1980-01-01: reproducible
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const centralSize = centrals.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}
