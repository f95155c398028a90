import type { Plugin } from 'vite';

const CONFIG_PROVIDER = /[\\/]node_modules[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/;
const UNIQUE_IMPORT = "import UniqueProvider from '../tooltip/UniqueProvider';";
const UNIQUE_USE = /if \(tooltip\?\.unique\) \{/;

/**
 * antd's `ConfigProvider` wraps the page in a tooltip `UniqueProvider` only when its `tooltip.unique`
 * option is set, which the portal never sets (its shells' one `ConfigProvider`s give `theme`, `locale`
 * and the like). The import still brings @rc-component/trigger with its portal and resize observer to every
 * desktop first visit, about 7 KB gzip for nothing. In the web build it is replaced by a component that
 * throws, so setting the option would fail loudly; antd's `Tooltip` keeps its own import of the real one.
 * Returns null for every other module; throws when antd's code no longer reads as expected, so an upgrade
 * brings the check back to a person instead of silently shipping the code again or breaking the option.
 */
export const withoutUniqueProvider = (code: string, id: string): string | null => {
  if (!CONFIG_PROVIDER.test(id)) return null;
  if (!code.includes(UNIQUE_IMPORT) || !UNIQUE_USE.test(code)) {
    throw new Error(
      `${id}: antd's ConfigProvider no longer imports its tooltip UniqueProvider as build/config-provider-plugin.ts expects`,
    );
  }
  return code.replace(
    UNIQUE_IMPORT,
    "const UniqueProvider = () => { throw new Error('ConfigProvider tooltip.unique is not built in (build/config-provider-plugin.ts)'); };",
  );
};

export const configProviderPlugin = (): Plugin => ({
  name: 'tmp-config-provider',
  apply: 'build',
  transform(code, id) {
    const out = withoutUniqueProvider(code, id);
    return out === null ? null : { code: out, map: null };
  },
});
