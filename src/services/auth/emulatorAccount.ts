import type { EmulatorAccount } from './types';

/**
 * The local account chooser's accounts (Auth emulator only). The emulator accepts a google.com
 * credential whose id_token is plain JSON claims and answers with a real Firebase user and ID
 * token, which is what the rest of the site and the server's token checks see.
 */
export interface GoogleClaims {
  sub: string;
  email: string;
  email_verified: true;
  name: string;
  picture: string;
}

/** One email = one provider id, so choosing the same email again is the same Firebase user. */
export function emulatorClaims(account: EmulatorAccount): GoogleClaims {
  const email = account.email.trim().toLowerCase();
  return { sub: `local-${email}`, email, email_verified: true, name: account.name.trim(), picture: account.picture };
}

const PALETTE = ['#1565c0', '#2e7d32', '#6a1b9a', '#c62828', '#ef6c00', '#00838f', '#4e342e', '#37474f'];

function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A picture that works offline: the visitor's initials on a colour picked from the name. */
export function avatarDataUrl(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" fill="${PALETTE[hash % PALETTE.length]}"/>` +
    `<text x="32" y="41" font-family="sans-serif" font-size="26" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** 'new random visitor': a fresh placeholder identity each time. */
export function randomVisitor(random: () => number = Math.random): EmulatorAccount {
  const id = Math.floor(random() * 1_000_000)
    .toString()
    .padStart(6, '0');
  const name = `Visitor ${id}`;
  return { name, email: `visitor-${id}@example.com`, picture: avatarDataUrl(name) };
}

export interface AccountForm {
  name: string;
  email: string;
  picture: string;
}

export type AccountFormErrors = Partial<Record<keyof AccountForm, string>>;

export const NAME_MAX = 80;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks the chooser's fields; an empty picture gets the initials avatar. */
export function accountFromForm(form: AccountForm): { account: EmulatorAccount } | { errors: AccountFormErrors } {
  const name = form.name.trim();
  const email = form.email.trim();
  const picture = form.picture.trim();
  const errors: AccountFormErrors = {};
  if (!name) errors.name = 'Enter a display name';
  else if (name.length > NAME_MAX) errors.name = `At most ${NAME_MAX} characters`;
  if (!EMAIL.test(email) || email.length > 254) errors.email = 'Enter an email address like name@example.com';
  if (picture && !/^https?:\/\/\S+$/i.test(picture)) errors.picture = 'Enter an http(s) image address, or leave it empty';
  if (Object.keys(errors).length > 0) return { errors };
  return { account: { name, email, picture: picture || avatarDataUrl(name) } };
}
