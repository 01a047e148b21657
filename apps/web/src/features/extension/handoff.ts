// The hand-off between the web app and the Tailor extension (decision 043):
// - the extension's bridge content script, on this app's pages, listens for window messages of this origin
//   and marks <html data-tailor-extension-id>;
// - with that id the page also uses externally_connectable (chrome.runtime.sendMessage) and posts to an
//   extension opener window, never to any other origin.
import { apiJson, HttpError } from '@/lib/api';

export type ExtensionMessage = { type: 'tailor:token'; token: string } | { type: 'tailor:logout' };

const STASH_KEY = 'tailor.extensionToken';

type ChromeRuntime = {
  sendMessage(id: string, message: unknown, callback: () => void): void;
  lastError?: unknown;
};

function extensionId(): string | null {
  const id = document.documentElement.dataset.tailorExtensionId;
  return id && /^[a-p]{32}$/.test(id) ? id : null;
}

export function postToExtension(message: ExtensionMessage): void {
  window.postMessage(message, window.location.origin);
  const id = extensionId();
  if (!id) return;
  const runtime = (globalThis as { chrome?: { runtime?: ChromeRuntime } }).chrome?.runtime;
  try {
    runtime?.sendMessage(id, message, () => void runtime.lastError);
  } catch {
    // externally_connectable does not cover this address; the bridge delivered it
  }
  try {
    window.opener?.postMessage(message, `chrome-extension://${id}`);
  } catch {
    // the opener is gone or not the extension
  }
}

export function isExtensionSignIn(search = window.location.search): boolean {
  return new URLSearchParams(search).get('source') === 'extension';
}

/** Sign-in with source=extension keeps the new session token for /extension/login (this tab only). */
export function stashExtensionToken(token: string): void {
  if (isExtensionSignIn()) sessionStorage.setItem(STASH_KEY, token);
}

/**
 * The session token for the extension: the one this tab's sign-in just stashed, or — after a sign-in that
 * set only the cookie (LinkedIn) — `GET /api/auth/token` → `{token}`. Null when neither is available.
 */
export async function takeExtensionToken(): Promise<string | null> {
  const stashed = sessionStorage.getItem(STASH_KEY);
  if (stashed) {
    sessionStorage.removeItem(STASH_KEY);
    return stashed;
  }
  try {
    const { token } = await apiJson<{ token?: string }>('GET', '/api/auth/token');
    return token || null;
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}
