import { lazy, Suspense, useState } from 'react';
import { NotificationCenter } from '#src/features/notifications/components/notification-center.tsx';
import type { FamilyLinkRequest } from '#src/features/participants/components/family-link-answer-modal.tsx';
import { MemberSession } from '#src/features/profile/components/member-session.tsx';
import { importWhenOnline } from '../build/chunk-reload.ts';

// Loaded when a notification asks for the answer: its code with the family schemas, and its
// question for the member's received invitations, were part of every page's start before.
const FamilyLinkAnswerModal = lazy(() =>
  importWhenOnline(
    () => import('#src/features/participants/components/family-link-answer-modal.tsx'),
  ).then((module) => ({ default: module.FamilyLinkAnswerModal })),
);

interface MemberExtrasProps {
  isBellOpen: boolean;
  onBellClose: () => void;
  onUnreadChange: (count: number) => void;
}

/**
 * What the member layout adds for a signed-in member, loaded after the first page so the first
 * load stays small: the member lookup and address notice, the bell's panel, and the family link
 * answer a notification leads to. Composed here because features do not import each other.
 */
export default function MemberExtras({
  isBellOpen,
  onBellClose,
  onUnreadChange,
}: MemberExtrasProps) {
  const [request, setRequest] = useState<FamilyLinkRequest | null>(null);
  return (
    <>
      <MemberSession />
      <NotificationCenter
        isOpen={isBellOpen}
        onClose={onBellClose}
        onUnreadChange={onUnreadChange}
        onAnswerFamilyLink={(data) => {
          onBellClose();
          setRequest({ invitationId: data.invitationId, inviterEmail: data.inviterEmail });
        }}
      />
      {request && (
        <Suspense fallback={null}>
          <FamilyLinkAnswerModal
            request={request}
            place="header"
            onClose={() => setRequest(null)}
          />
        </Suspense>
      )}
    </>
  );
}
