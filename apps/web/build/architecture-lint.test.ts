import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: root, ignore: false });

/** The rules that fire on `code` placed at `file` (relative to the repository). */
const rulesFiring = async (file: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
};

// Each lint rule of CODE_STYLE.md (ARCHITECTURE.md's "Boundaries, enforced by lint"), shown firing on a small example.
describe('the architecture lint', () => {
  it('refuses a feature importing another feature', async () => {
    const fired = await rulesFiring(
      'apps/web/src/features/jobs/fixture.ts',
      "import { useOfferPage } from '../offers/hooks/use-offer.ts';\nexport const x = useOfferPage;\n",
    );
    expect(fired.join('\n')).toMatch(/no-restricted-paths: .*A feature imports no other feature/);
  });

  it('lets jobs import the files of favorites and alerts it is allowed, one way only', async () => {
    const allowed = await rulesFiring(
      'apps/web/src/features/jobs/fixture.ts',
      "import { useFavorites } from '../favorites/hooks/use-favorites.ts';\nexport const x = useFavorites;\n",
    );
    expect(allowed).toEqual([]);
    const other = await rulesFiring(
      'apps/web/src/features/jobs/fixture.ts',
      "import { useSavedJobs } from '../favorites/hooks/use-saved-jobs.ts';\nexport const x = useSavedJobs;\n",
    );
    expect(other.join('\n')).toMatch(/A feature imports no other feature/);
    const back = await rulesFiring(
      'apps/web/src/features/favorites/fixture.ts',
      "import { useDetailId } from '../jobs/hooks/use-detail-id.ts';\nexport const x = useDetailId;\n",
    );
    expect(back.join('\n')).toMatch(/A feature imports no other feature/);
  });

  it('refuses a feature importing app/ and a shared folder importing a feature', async () => {
    const fromApp = await rulesFiring(
      'apps/web/src/features/jobs/fixture.ts',
      "import { isRouteAllowed } from '../../app/route-meta.ts';\nexport const x = isRouteAllowed;\n",
    );
    expect(fromApp.join('\n')).toMatch(/no-restricted-paths/);
    const fromLib = await rulesFiring(
      'apps/web/src/lib/fixture.ts',
      "import { useDetailId } from '../features/jobs/hooks/use-detail-id.ts';\nexport const x = useDetailId;\n",
    );
    expect(fromLib.join('\n')).toMatch(/no-restricted-paths/);
  });

  it('refuses an import cycle', async () => {
    const file = 'apps/web/build/lint-fixtures/cycle-a.ts';
    const [result] = await eslint.lintFiles([path.join(root, file)]);
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });

  it('keeps antd out of phone files and antd-mobile out of desktop files', async () => {
    const antdOnPhone = await rulesFiring(
      'apps/web/src/features/jobs/pages/fixture-mobile.tsx',
      "import { Button } from 'antd';\nexport const X = Button;\n",
    );
    expect(antdOnPhone.join('\n')).toMatch(/no-restricted-imports: .*antd is for desktop files/);
    const mobileOnDesktop = await rulesFiring(
      'apps/web/src/features/jobs/pages/fixture-desktop.tsx',
      "import { Button } from 'antd-mobile';\nexport const X = Button;\n",
    );
    expect(mobileOnDesktop.join('\n')).toMatch(/antd-mobile is for phone files/);
    const shared = await rulesFiring(
      'apps/web/src/features/jobs/hooks/fixture.ts',
      "import { message } from 'antd';\nexport const x = message;\n",
    );
    expect(shared.join('\n')).toMatch(/antd is for desktop files/);
  });

  it('keeps both kits out of the features but for the first-visit pages of jobs (the console included)', async () => {
    const antd = "import { Button } from 'antd';\nexport const X = Button;\n";
    const phone = "import { Button } from 'antd-mobile';\nexport const X = Button;\n";
    for (const file of ['features/offers/hr/fixture.tsx', 'features/offers/pages/fixture-desktop.tsx']) {
      expect((await rulesFiring(`apps/web/src/${file}`, antd)).join('\n')).toMatch(
        /antd is for desktop files/,
      );
    }
    expect(
      (await rulesFiring('apps/web/src/features/offers/components/fixture-mobile.tsx', phone)).join('\n'),
    ).toMatch(/antd-mobile is for phone files/);
    expect(await rulesFiring('apps/web/src/features/jobs/components/fixture-desktop.tsx', antd)).toEqual([]);
  });

  it('lets a kit type be named anywhere, and each kit in its own files', async () => {
    expect(
      await rulesFiring(
        'apps/web/src/features/jobs/pages/fixture-desktop.tsx',
        "import { Button } from 'antd';\nexport const X = Button;\n",
      ),
    ).toEqual([]);
    expect(
      await rulesFiring(
        'apps/web/src/features/jobs/hooks/fixture.ts',
        "import type { FormInstance } from 'antd';\nexport type X = FormInstance;\n",
      ),
    ).toEqual([]);
  });

  it("keeps the kits' icon packages out of shared files, not the icons' drawings", async () => {
    const icons = "import { BellOutlined } from '@ant-design/icons';\nexport const X = BellOutlined;\n";
    const phoneIcons = "import { AddOutline } from 'antd-mobile-icons';\nexport const X = AddOutline;\n";
    const drawing = "import Bell from '@ant-design/icons-svg/es/asn/BellOutlined';\nexport const x = Bell;\n";
    const shared = 'apps/web/src/features/offers/components/fixture.tsx';
    expect((await rulesFiring(shared, icons)).join('\n')).toMatch(/components\/ui\/icon\.tsx/);
    expect((await rulesFiring(shared, phoneIcons)).join('\n')).toMatch(
      /antd-mobile-icons is for phone files/,
    );
    expect(await rulesFiring(shared, drawing)).toEqual([]);
    expect(await rulesFiring('apps/web/src/features/jobs/pages/fixture-desktop.tsx', icons)).toEqual([]);
  });

  it('keeps API hooks out of the console views, not out of their controller hooks', async () => {
    const code = "import { useHrJobs } from './api.ts';\nexport const x = useHrJobs;\n";
    const view = await rulesFiring('apps/web/src/features/jobs/hr/fixture.tsx', code);
    expect(view.join('\n')).toMatch(/A view calls no API hook/);
    expect(await rulesFiring('apps/web/src/features/jobs/hr/use-fixture.ts', code)).toEqual([]);
    const typeOnly = "import type { TJobBody } from './api.ts';\nexport type X = TJobBody;\n";
    expect(await rulesFiring('apps/web/src/features/jobs/hr/fixture.tsx', typeOnly)).toEqual([]);
  });

  it("refuses a server module reaching another module's repository, not its service", async () => {
    const fired = await rulesFiring(
      'apps/server/src/modules/jobs/fixture.ts',
      "import { findUserById } from '../accounts/accounts.repository.ts';\nexport const x = findUserById;\n",
    );
    expect(fired.join('\n')).toMatch(/through that module's service/);
  });

  it('keeps the contracts free of the apps, and the server and the web apart', async () => {
    const contracts = await rulesFiring(
      'packages/contracts/src/fixture.ts',
      "import { readEnv } from '../../../apps/server/src/config/env.ts';\nexport const x = readEnv;\n",
    );
    expect(contracts.join('\n')).toMatch(/no-restricted-paths/);
    const webToServer = await rulesFiring(
      'apps/web/src/lib/fixture.ts',
      "import { readEnv } from '../../../server/src/config/env.ts';\nexport const x = readEnv;\n",
    );
    expect(webToServer.join('\n')).toMatch(/no-restricted-paths/);
    const serverToWeb = await rulesFiring(
      'apps/server/src/lib/fixture.ts',
      "import { paths } from '../../../web/src/config/paths.ts';\nexport const x = paths;\n",
    );
    expect(serverToWeb.join('\n')).toMatch(/no-restricted-paths/);
  });
});
