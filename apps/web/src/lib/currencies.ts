/** The currencies a job's salary and an offer are offered in (the server takes any ISO 4217 code). */
export const CURRENCIES = ['CNY', 'USD', 'EUR', 'GBP', 'HKD', 'JPY', 'SGD', 'INR', 'PHP', 'MYR'] as const;
