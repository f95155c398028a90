import { describe, expect, it } from 'vitest';
import { HR_EMAIL, tokenFor } from '../test/accounts-helpers.ts';
import { useTestApp } from '../test/test-app.ts';
import { routesWithAccess } from './route-catalogue.ts';
import { FUZZ_SEED, fuzzRoutes, hasInput, RUNS_WITH_INPUT, RUNS_WITHOUT_INPUT } from './route-fuzzer.ts';

const ctx = useTestApp();

describe(`fuzzing the HR console routes (seed ${FUZZ_SEED})`, () => {
  it('answers every hostile request with the envelope, never a 5xx, and a refusal writes nothing', async () => {
    const routes = routesWithAccess('hr');
    expect(routes.length).toBeGreaterThan(15);
    const who = {
      token: await tokenFor(ctx.app, HR_EMAIL, 1),
      foreignToken: await tokenFor(ctx.app, HR_EMAIL, 2),
      renew: async () => undefined,
    };
    const sent = await fuzzRoutes(ctx.app, ctx.database.db, routes, who);
    const planned = routes.reduce((n, r) => n + (hasInput(r) ? RUNS_WITH_INPUT : RUNS_WITHOUT_INPUT), 0);
    expect(sent).toBe(planned);
  }, 600_000);
});
