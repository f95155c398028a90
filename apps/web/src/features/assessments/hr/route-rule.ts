import type { z } from 'zod';

/**
 * Holds a form's value to the rule the route applies to it, with the route's message keys: the form's
 * value is already of the route's type (a number typed, a day picked), so no coercion is left to do.
 */
export const byRouteRule = (rule: z.ZodType) => (value: unknown, ctx: z.RefinementCtx) => {
  for (const issue of rule.safeParse(value).error?.issues ?? []) {
    ctx.addIssue({ code: 'custom', message: issue.message });
  }
};
