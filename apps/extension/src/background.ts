// Service worker: receives the session token from the web app (and its logout), only from the app's origin.
import { type AppMessage, isAppMessage } from './messages.ts';
import { clearToken, getAppUrl, getToken, setToken, toAppOrigin } from './settings.ts';

const BRIDGE_ID = 'tailor-app-bridge';
const BUILT_IN_BRIDGE = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

async function fromApp(senderUrl: string | undefined): Promise<boolean> {
  if (!senderUrl) return false;
  const origin = toAppOrigin(senderUrl);
  const appOrigin = toAppOrigin(await getAppUrl());
  return !!origin && origin === appOrigin;
}

async function handle(message: AppMessage): Promise<void> {
  const previous = await getToken();
  if (message.type === 'tailor:token') await setToken(message.token);
  else await clearToken();
  // The extension's session is its own (decision 037): end the one it replaces or gives up, server-side too.
  if (previous && previous !== (message.type === 'tailor:token' ? message.token : null)) {
    await endSession(previous);
  }
}

async function endSession(token: string): Promise<void> {
  try {
    await fetch(new URL('/api/auth/logout', await getAppUrl()), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch {
    // offline or the app moved: the session expires on its own
  }
}

function listener(
  message: unknown,
  sender: chrome.runtime.MessageSender,
  sendResponse: (r: unknown) => void,
) {
  if (!isAppMessage(message)) return false;
  void fromApp(sender.origin ?? sender.url).then(async (trusted) => {
    if (trusted) await handle(message);
    sendResponse({ ok: trusted });
  });
  return true; // answers asynchronously
}

chrome.runtime.onMessage.addListener(listener);
chrome.runtime.onMessageExternal.addListener(listener);

/** A custom app address needs the bridge content script registered for it (built-in for localhost). */
async function syncBridge(): Promise<void> {
  const origin = toAppOrigin(await getAppUrl());
  const existing = await chrome.scripting.getRegisteredContentScripts({ ids: [BRIDGE_ID] });
  if (existing.length) await chrome.scripting.unregisterContentScripts({ ids: [BRIDGE_ID] });
  if (!origin || BUILT_IN_BRIDGE.test(origin)) return;
  const granted = await chrome.permissions.contains({ origins: [`${origin}/*`] });
  if (!granted) return;
  await chrome.scripting.registerContentScripts([
    {
      id: BRIDGE_ID,
      matches: [`${origin}/*`],
      js: ['bridge.js'],
      runAt: 'document_start',
      persistAcrossSessions: true,
    },
  ]);
}

chrome.storage.onChanged.addListener((changes) => {
  if (changes.appUrl) void syncBridge();
});
chrome.runtime.onInstalled.addListener(async ({ reason }) => {
  await syncBridge();
  // First install: the app's "Extension Installed!" guide to pinning it.
  if (reason === 'install') await chrome.tabs.create({ url: `${await getAppUrl()}/start-extension` });
});
