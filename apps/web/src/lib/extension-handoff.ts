// The hand-off between the web app and the Tailor extension (decision 043):
// - the extension's bridge content script, on this app's pages, listens for window messages of this origin
//   and marks <html data-tailor-extension-id>;
// - with that id the page also uses externally_connectable (chrome.runtime.sendMessage) and posts to an
//   extension opener window, never to any other origin.

export type ExtensionMessage = { type: 'tailor:token'; token: string } | { type: 'tailor:logout' };

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
