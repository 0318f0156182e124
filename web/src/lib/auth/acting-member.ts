import { useSyncExternalStore } from 'react';
import { useAuth } from './use-auth.tsx';

/** The member a super administrator acts as (SPEC.md section 3, Auth state). */
export interface ActingMember {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

// Per tab and forgotten with the browser session: acting as someone must not outlive the visit.
const storageKey = 'portal.actingMember';
const listeners = new Set<() => void>();

function isActingMember(value: unknown): value is ActingMember {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return ['id', 'firstName', 'lastName', 'email'].every((key) => typeof fields[key] === 'string');
}

/** Null also where there is no storage: a browser that keeps no site data, or the prerender. */
function readStored(): ActingMember | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null');
    return isActingMember(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

let current: ActingMember | null = readStored();

export function getActingMember(): ActingMember | null {
  return current;
}

export function setActingMember(member: ActingMember | null): void {
  if (member?.id === current?.id) return;
  current = member;
  try {
    if (member) sessionStorage.setItem(storageKey, JSON.stringify(member));
    else sessionStorage.removeItem(storageKey);
  } catch {
    // Storage may be refused (private browsing); acting still works until the page reloads.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useActingMember(): ActingMember | null {
  return useSyncExternalStore(subscribe, getActingMember, () => null);
}

/**
 * The email of the member the app shows: the acting member's while a super administrator acts
 * as one, else the signed-in user's (`own`). Members are found by email throughout SPEC.md.
 */
export function shownMemberEmail(
  own: string | undefined,
  acting: ActingMember | null,
): string | null {
  if (!own) return null;
  return acting ? acting.email : own;
}

/** `shownMemberEmail` of the signed-in user, as it changes. */
export function useMemberEmail(): string | null {
  const auth = useAuth();
  const acting = useActingMember();
  return shownMemberEmail(auth.isAuthenticated ? auth.user?.profile.email : undefined, acting);
}
