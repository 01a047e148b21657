import { AppError } from '@tailor/core/errors';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * NIST SP 800-63B §3.1.1.2: at least 8 characters (the contract checks length), refused when it is on a list of
 * common or compromised passwords, no composition rules. zxcvbn-ts matches its maintained common-password and
 * word lists including l33t substitutions, repeats and keyboard walks, so `passw0rd` and `aaaaaaa1` fail while a
 * plain three-word passphrase passes.
 */
const MIN_SCORE = 2; // fewer than 10^6 guesses: on a blocklist or one rule away from one

let factory: ZxcvbnFactory | undefined;

export const WEAK_PASSWORD_MESSAGE =
  'This password is too common or too easy to guess. Choose a longer or less predictable one, such as a few unrelated words.';

export function isPasswordAcceptable(password: string, userInputs: string[] = []): boolean {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  // Past 64 characters a password is long enough; the estimate's cost grows with length.
  const result = factory.check(password.slice(0, 64), userInputs);
  return result.score >= MIN_SCORE;
}

export function assertPasswordAcceptable(password: string, userInputs: string[] = []): void {
  if (!isPasswordAcceptable(password, userInputs))
    throw new AppError('VALIDATION_FAILED', WEAK_PASSWORD_MESSAGE);
}
