// Extract the job posting from a saved page, as the extension would see it at its real address:
//   npm run extract-job -- --url https://jobs.lever.co/acme/123 page.html
// Prints one JSON object {isJob, companyName, positionName, location, url, description}.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { extractFromHtml, launchChromium } from './extract-in-browser.ts';

const { values, positionals } = parseArgs({
  options: { url: { type: 'string' }, timing: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const file = positionals[0];
if (!values.url || !file || positionals.length > 1) {
  console.error('usage: npm run extract-job -- --url URL FILE.html');
  process.exit(2);
}
if (!/^https?:\/\//.test(values.url)) {
  console.error(`--url must be an http(s) address, got "${values.url}"`);
  process.exit(2);
}
let html: string;
try {
  html = fs.readFileSync(file, 'utf8');
} catch (error) {
  console.error(`cannot read ${file}: ${(error as Error).message}`);
  process.exit(2);
}

const started = performance.now();
const browser = await launchChromium();
try {
  const job = await extractFromHtml(browser, values.url, html);
  process.stdout.write(`${JSON.stringify(job)}\n`); // one line: easy to read back
  if (values.timing) console.error(`extracted in ${Math.round(performance.now() - started)} ms`);
} finally {
  await browser.close();
}
