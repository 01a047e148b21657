// Runs on the Tailor web app's own pages: relays the app's token hand-off and logout to the service worker,
// and tells the page this extension's id (for externally_connectable and the opener's target origin).
import { isAppMessage } from './messages.ts';

document.documentElement.dataset.tailorExtensionId = chrome.runtime.id;

window.addEventListener('message', (event) => {
  if (event.source !== window || event.origin !== window.location.origin) return;
  if (!isAppMessage(event.data)) return;
  void chrome.runtime.sendMessage(event.data).catch(() => undefined);
});
