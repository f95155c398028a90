import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PHONE, tokenFor } from '../test/accounts-helpers.ts';
import { useTestApp } from '../test/test-app.ts';
import { routesWithAccess } from './route-catalogue.ts';
import { FUZZ_SEED, fuzzRoutes, RUNS_WITH_INPUT, type TFuzzIdentity } from './route-fuzzer.ts';

const ctx = useTestApp();

describe(`fuzzing the candidate routes (seed ${FUZZ_SEED})`, () => {
  it('answers every hostile request with the envelope, never a 5xx, and a refusal writes nothing', async () => {
    const routes = routesWithAccess('user');
    expect(routes.length).toBeGreaterThan(20);
    // The demo candidate has applications, an offer and an assessment, so ids reach real records.
    const who: TFuzzIdentity = {
      token: await tokenFor(ctx.app, DEMO_PHONE, 1),
      foreignToken: await tokenFor(ctx.app, DEMO_EMAIL, 2),
      renew: async () => {
        who.token = await tokenFor(ctx.app, DEMO_PHONE, 1);
      },
    };
    const sent = await fuzzRoutes(ctx.app, ctx.database.db, routes, who);
    expect(sent).toBeGreaterThanOrEqual(routes.length * RUNS_WITH_INPUT * 0.5);
  }, 600_000);
});
