import { Stack } from '@mantine/core';
import { OwnMemberGate } from '../components/own-member-gate.tsx';
import { ProfileDetails } from '../components/profile-details.tsx';
import { YourData } from '../components/your-data.tsx';

export function Component() {
  return (
    <OwnMemberGate>
      {(member) => (
        <Stack gap="lg">
          <ProfileDetails member={member} />
          <YourData />
        </Stack>
      )}
    </OwnMemberGate>
  );
}
