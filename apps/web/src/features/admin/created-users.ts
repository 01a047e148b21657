import type { CreateUserResponse } from '@tailor/core/contracts/admin';
import { useSyncExternalStore } from 'react';

/**
 * Doc 2 §9: the users this browser created, with their generated passwords, are kept in browser storage so
 * the admin can hand a password over later. The server never stores a password in plain text; this list
 * lives only in the admin's own browser.
 */
const STORAGE_KEY = 'tailor.admin.createdUsers';

export type CreatedUser = { id: number; email: string; generatedPassword: string; createdAt: string };

const listeners = new Set<() => void>();
let cache: { raw: string | null; users: CreatedUser[] } = { raw: null, users: [] };

function read(): CreatedUser[] {
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  if (raw === cache.raw) return cache.users;
  let users: CreatedUser[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) {
      users = parsed.filter(
        (item): item is CreatedUser =>
          item && typeof item.id === 'number' && typeof item.generatedPassword === 'string',
      );
    }
  } catch {
    users = [];
  }
  cache = { raw, users };
  return users;
}

export function rememberCreatedUser(created: CreateUserResponse): void {
  const users = [
    {
      id: created.id,
      email: created.email,
      generatedPassword: created.generatedPassword,
      createdAt: new Date().toISOString(),
    },
    ...read().filter((user) => user.id !== created.id),
  ];
  localStorage.setItem(STORAGE_KEY, JSON.stringify(users));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Generated passwords by user id, kept in sync across tabs. */
export function useCreatedUsers(): Map<number, CreatedUser> {
  const users = useSyncExternalStore(subscribe, read, () => []);
  return new Map(users.map((user) => [user.id, user]));
}
