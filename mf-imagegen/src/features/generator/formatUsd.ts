const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** Image costs are fractions of a cent, so up to four decimals: "$0.0038". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}
