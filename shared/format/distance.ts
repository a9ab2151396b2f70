import { dutchNumber } from './number';

/**
 * A distance as cards and pages show it: kilometres with one decimal and a
 * Dutch decimal comma ('3,4 km'); under 100 m it is '0,1 km', never '0,0 km'.
 */
export function formatDistance(km: number): string {
  const tenths = Math.max(1, Math.round(km * 10));
  const whole = Math.floor(tenths / 10);
  return `${dutchNumber(whole)},${tenths % 10} km`;
}
