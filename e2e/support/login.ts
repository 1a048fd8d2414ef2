import type { Page } from 'playwright-core';

export interface TestVisitor {
  name: string;
  email: string;
}

const overlay = '[data-testid="login-overlay"]';

/**
 * Signs in the way a visitor does on the embedded site: the header's login control (unless a
 * page already opened the overlay), the provider button, then the Auth emulator's account
 * chooser. Resolves once the header shows the user's picture and the logout control.
 */
export async function signInAs(page: Page, visitor: TestVisitor): Promise<void> {
  const slot = page.locator('[data-testid="account-slot"]');
  // Pages for signed-in users only (/realtimeapps) open the overlay themselves.
  const opensItself = new URL(page.url()).hash.startsWith('#/realtimeapps');
  if (opensItself) await page.locator(overlay).waitFor({ timeout: 15_000 });
  else await slot.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login to site?' });
  await dialog.getByRole('button', { name: 'Sign in with Google' }).click();
  await dialog.getByLabel('Display name').fill(visitor.name);
  await dialog.getByLabel('Email').fill(visitor.email);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await slot.getByRole('img', { name: visitor.name }).waitFor({ timeout: 15_000 });
  await slot.getByRole('button', { name: 'Logout' }).waitFor();
}

/** Signs out through the header's logout control and waits for the login control to return. */
export async function signOut(page: Page): Promise<void> {
  const slot = page.locator('[data-testid="account-slot"]');
  await slot.getByRole('button', { name: 'Logout' }).click();
  await slot.getByRole('button', { name: 'Login' }).waitFor({ timeout: 15_000 });
}
