/**
 * Today in China's time (yyyy-mm-dd), the calendar answer-by dates are kept in: a date before it has passed,
 * and it is a template's {date} when nothing is awaited from HR.
 */
export const todayInChina = (now = new Date()) =>
  new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
