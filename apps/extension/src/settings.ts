// What the extension keeps in chrome.storage.local: the app's address and the session token.

/** Set by the build from APP_URL or PORT (decision 075). */
declare const __TAILOR_APP_URL__: string | undefined;

/** The address the extension was built for: opened on first install, used until the options say otherwise. */
export const DEFAULT_APP_URL: string =
  typeof __TAILOR_APP_URL__ === 'string' ? __TAILOR_APP_URL__ : 'http://localhost:3000';

type Stored = { appUrl?: string; token?: string };

export async function getAppUrl(): Promise<string> {
  const { appUrl } = (await chrome.storage.local.get('appUrl')) as Stored;
  return appUrl || DEFAULT_APP_URL;
}

/** Normalises an address to its origin ("https://tailor.example.com"), or null when it is not http(s). */
export function toAppOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export async function setAppUrl(appUrl: string): Promise<void> {
  await chrome.storage.local.set({ appUrl });
}

export async function getToken(): Promise<string | null> {
  const { token } = (await chrome.storage.local.get('token')) as Stored;
  return token || null;
}

export async function setToken(token: string): Promise<void> {
  await chrome.storage.local.set({ token });
}

export async function clearToken(): Promise<void> {
  await chrome.storage.local.remove('token');
}
