// Test-only: loads a fixture page into linkedom and, optionally, runs its inline scripts with timers fired at once.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHTML } from 'linkedom';
import type { ExpectedJob } from './compare.ts';
import type { DomDocument, DomElement } from './dom.ts';

export const FIXTURE_DIRS = ['shared', 'own', 'ats'].map((d) =>
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', d),
);

export type Fixture = { name: string; html: string; expected: ExpectedJob };

export function loadFixtures(): Fixture[] {
  return FIXTURE_DIRS.flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.html'))
      .sort()
      .map((file) => {
        const name = file.replace(/\.html$/, '');
        return {
          name: `${path.basename(dir)}/${name}`,
          html: fs.readFileSync(path.join(dir, file), 'utf8'),
          expected: JSON.parse(
            fs.readFileSync(path.join(dir, `${name}.expected.json`), 'utf8'),
          ) as ExpectedJob,
        };
      }),
  );
}

export function parsePage(html: string, options: { runScripts?: boolean } = {}) {
  const parsed = parseHTML(html);
  if (options.runScripts) {
    const { document, window } = parsed;
    const timers: (() => void)[] = [];
    for (const script of Array.from(document.querySelectorAll('script') as ArrayLike<DomElement>)) {
      const type = script.getAttribute('type') ?? '';
      if (type && !/javascript|module/.test(type)) continue;
      try {
        new Function(
          'document',
          'window',
          'setTimeout',
          'customElements',
          'HTMLElement',
          script.textContent ?? '',
        )(document, window, (fn: () => void) => timers.push(fn), parsed.customElements, parsed.HTMLElement);
      } catch {
        // linkedom lacks some APIs a page may use (shadow roots); the page stays as served
      }
    }
    for (const fire of timers) fire();
  }
  return { document: parsed.document as unknown as DomDocument, window: parsed.window, parsed };
}
