// Options: the address of the Tailor web app (default: the one the extension was built for).
import { clearToken, DEFAULT_APP_URL, getAppUrl, setAppUrl, toAppOrigin } from './settings.ts';

const form = document.getElementById('form') as HTMLFormElement;
const input = document.getElementById('appUrl') as HTMLInputElement;
const message = document.getElementById('message')!;

input.placeholder = DEFAULT_APP_URL;
void getAppUrl().then((url) => {
  input.value = url;
});

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const origin = toAppOrigin(input.value);
  if (!origin) {
    message.textContent = 'Enter an http:// or https:// address.';
    return;
  }
  // localhost is granted by the manifest; any other address needs the user's permission to call it.
  if (!/^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin)) {
    const granted = await chrome.permissions.request({ origins: [`${origin}/*`] });
    if (!granted) {
      message.textContent = 'Tailor needs permission to reach that address.';
      return;
    }
  }
  const previous = toAppOrigin(await getAppUrl());
  await setAppUrl(origin);
  if (previous !== origin) await clearToken(); // a token belongs to the app that issued it
  input.value = origin;
  message.textContent = 'Saved. Sign in again from the Tailor button if asked.';
});
