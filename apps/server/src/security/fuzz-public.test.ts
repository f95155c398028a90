import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL, HR_EMAIL, tokenFor } from '../test/accounts-helpers.ts';
import { useTestApp } from '../test/test-app.ts';
import { routesWithAccess } from './route-catalogue.ts';
import { FUZZ_SEED, fuzzRoutes, RUNS_WITHOUT_INPUT } from './route-fuzzer.ts';

const ctx = useTestApp();

describe(`fuzzing the public routes (seed ${FUZZ_SEED})`, () => {
  it('answers every hostile request with the envelope, never a 5xx, and a refusal writes nothing', async () => {
    const routes = routesWithAccess('public');
    expect(routes.length).toBeGreaterThan(40);
    // A token on a public route must change nothing either, valid or of another customer.
    const who = {
      token: await tokenFor(ctx.app, HR_EMAIL, 1),
      foreignToken: await tokenFor(ctx.app, DEMO_EMAIL, 2),
      renew: async () => undefined,
    };
    const sent = await fuzzRoutes(ctx.app, ctx.database.db, routes, who);
    expect(sent).toBeGreaterThanOrEqual(routes.length * RUNS_WITHOUT_INPUT);
  }, 600_000);
});
