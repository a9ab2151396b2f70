/**
 * The donate widget's rules, shared by its server markup
 * (shared/islands/DonateWidget.tsx) and its plain island
 * (client/islands/donate-widget.ts): no React here, the island imports it.
 */
import type { Texts } from './texts/nl';

/** The value of the 'Ander bedrag' choice. */
export const DONATE_OTHER = 'ander';
/** Spec section 4: the first frequency and the second amount start selected. */
const START_AMOUNT = 1;
export const startAmount = (amounts: readonly number[]): string => String(amounts[Math.min(START_AMOUNT, amounts.length - 1)] ?? DONATE_OTHER);

/** A free amount the donation page accepts: whole euros, at least 1. */
export const validOtherAmount = (value: string): boolean => /^\d{1,6}$/.test(value.trim()) && Number(value) >= 1;

/** An amount's label: '€ 30' or '30 euro'. */
export const amountLabel = (amount: number, euroSign: boolean, t: Texts['donate']): string => (euroSign ? `${t.euroBefore}${amount}` : `${amount}${t.euroAfter}`);
