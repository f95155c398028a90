import {
  teamDeactivateMemberRoute,
  teamInviteMemberRoute,
  teamQueryMembersRoute,
  teamResendInvitationRoute,
  teamUpdateMemberRoute,
  type TRouteBody,
} from '@tmp/contracts';
import { send, useChange, useListPage } from '../../../lib/console-api.ts';

const KEY = ['team'];

export const useTeamMembers = (body: TRouteBody<typeof teamQueryMembersRoute>) =>
  useListPage(teamQueryMembersRoute, KEY, body);

export const useInviteMember = () => useChange(send(teamInviteMemberRoute), KEY);

export const useUpdateMember = () => useChange(send(teamUpdateMemberRoute), KEY);

export const useDeactivateMember = () =>
  useChange((userId: number) => send(teamDeactivateMemberRoute)({ userId }), KEY);

export const useResendInvitation = () =>
  useChange((userId: number) => send(teamResendInvitationRoute)({ userId }), KEY);
