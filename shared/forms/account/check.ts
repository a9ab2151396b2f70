/** The browser's checks of the account forms: ./checks.ts (no valibot, so the island stays small). */
export { checkAccountForm, type AccountFormKind } from './checks';
