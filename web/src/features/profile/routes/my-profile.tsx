import { OwnMemberGate } from '../components/own-member-gate.tsx';
import { ProfileDetails } from '../components/profile-details.tsx';

export function Component() {
  return <OwnMemberGate>{(member) => <ProfileDetails member={member} />}</OwnMemberGate>;
}
