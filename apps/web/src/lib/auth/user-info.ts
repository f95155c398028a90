import type { TUserInfo } from '@tmp/contracts';

export type { TUserInfo };

/** The greeting name (spec §2): the Chinese name, else the login name. */
export const getDisplayName = (user: Pick<TUserInfo, 'chinesename' | 'loginname'>): string =>
  user.chinesename?.trim() || user.loginname;
