import type { MemberApiTest, Person } from '#src/modules/members/member-test-kit.ts';

/** The steps of the family flow, as the web app takes them, for the family and notification tests. */
export function familySteps(api: MemberApiTest) {
  return {
    invite: (inviter: Person | null, email: string, headers: Record<string, string> = {}) =>
      api.call(inviter, {
        method: 'POST',
        url: '/member/api/v1/family/invitation',
        payload: { email },
        headers,
      }),
    answer: (invitee: Person | null, invitationId: string, answer: 'approved' | 'rejected') =>
      api.call(invitee, {
        method: 'POST',
        url: `/member/api/v1/family/invitation/status/${answer}?id=${invitationId}`,
      }),
    participants: async (person: Person) => {
      const response = await api.call(person, { url: '/member/api/v1/member/participants' });
      if (response.statusCode !== 200) throw new Error(`participants: ${response.statusCode}`);
      return response.json<{ id: string; kind: string; familyInvitationStatus: string }[]>();
    },
    /** Links the inviter to the invitee with the invitee's approval; the invitation id. */
    async link(inviter: Person, invitee: Person): Promise<string> {
      const invited = await this.invite(inviter, invitee.email);
      const id = invited.json<{ id: string }>().id;
      const answered = await this.answer(invitee, id, 'approved');
      if (answered.statusCode !== 200) throw new Error(`approve: ${answered.body}`);
      return id;
    },
  };
}
