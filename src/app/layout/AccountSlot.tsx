/**
 * The header's place for the login / profile control. The auth feature fills it; until a
 * user system exists it stays empty so the header layout does not shift later.
 */
export function AccountSlot() {
  return <div data-testid="account-slot" />;
}
