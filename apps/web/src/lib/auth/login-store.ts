import { create } from 'zustand';
import { isHrMember, type TRuntimeConfig, type TUserInfo } from '@tmp/contracts';
import { readToken, removeToken, writeToken } from './token-cookie.ts';

export interface TLoginState {
  token: string | undefined;
  userinfo: TUserInfo | null;
  roles: number[];
  /** Holds any HR role, so the console opens (which of its sections depends on the roles). */
  isHrMember: boolean;
  /** Set when the server refuses the token (HTTP 401): the shell opens the login dialog. */
  openLogin: boolean;
  /** Country ids whose applications need a login first (runtime config). */
  countryid: number[];
  AjaxUrl: string;
  customerid: number | null;
  setToken: (token: string) => void;
  setUserInfo: (userinfo: TUserInfo) => void;
  setOpenLogin: (open: boolean) => void;
  /** Takes the customer's configuration; `AjaxUrl` is its API base unless given (the server's render: ''). */
  configure: (config: Pick<TRuntimeConfig, 'countryid' | 'apiBase' | 'customerid'>, AjaxUrl?: string) => void;
  /** Clears the token and everything known about the user. */
  logout: () => void;
  /** Clears the token only (a refused token); the rest is replaced on the next login. */
  resetToken: () => void;
}

const signedOut = { token: undefined, userinfo: null, roles: [], isHrMember: false, openLogin: false };

export const useLoginStore = create<TLoginState>()((set) => ({
  ...signedOut,
  token: readToken(),
  countryid: [],
  AjaxUrl: '',
  customerid: null,
  setToken: (token) => {
    writeToken(token);
    set({ token });
  },
  setUserInfo: (userinfo) => {
    const roles = Array.isArray(userinfo.roles) ? userinfo.roles.map(Number) : [];
    set({ userinfo, roles, isHrMember: isHrMember(roles) });
  },
  setOpenLogin: (openLogin) => set({ openLogin }),
  configure: ({ countryid, apiBase, customerid }, AjaxUrl = apiBase) =>
    set({ countryid, AjaxUrl, customerid }),
  logout: () => {
    removeToken();
    set({ ...signedOut });
  },
  resetToken: () => {
    removeToken();
    set({ token: undefined });
  },
}));
