import { afterEach } from 'vitest';
import { takeConsoleErrors } from './console-errors.ts';

afterEach(() => {
  const errors = takeConsoleErrors();
  if (errors.length > 0)
    throw new Error(`The browser reported ${errors.length} error(s):\n${errors.join('\n')}`);
});
