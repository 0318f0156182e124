import { useEffect, useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useMemberEmail } from '#src/lib/auth/acting-member.ts';
import { isPrerenderedState, useAuth } from '#src/lib/auth/use-auth.tsx';
import { PlainButton, plainClasses } from '#src/lib/ui/plain.tsx';
import { useOnline } from '#src/lib/offline/use-online.ts';
import { useModuleAtOnce } from '#src/lib/ui/use-is-idle.ts';
import { useLocation, useNavigate } from 'react-router';
import {
  finishPrompt,
  loginIdOf,
  membershipPromptAttribute,
  promptFlags,
} from '../lib/prompt-flags.ts';
import classes from './membership-prompt-slot.module.css';

// The prompt's check, its API calls and their schemas load apart from the page (the first load's
// budget), and only while this login has its check to make, which the app started at start-up.
const loadPromptCheck = () => import('./membership-prompt.tsx');

const purchasePath = '/membership/new';

interface Answer {
  /** The member it is about (their email): acting as another member asks anew. */
  email: string;
  isOpen: boolean;
}

/**
 * Where the shell mounts the membership prompt of SPEC.md section 4: after a login, offers a
 * membership to a member who has none active in any organisation, once per session.
 */
export function MembershipPromptSlot() {
  const navigate = useNavigate();
  const auth = useAuth();
  // While a super administrator acts as a member, the member's: the server answers for them.
  const email = useMemberEmail();
  // The sign-in session's id, else the token's issue time: a new login is a new check.
  const loginId = auth.isAuthenticated && auth.user ? loginIdOf(auth.user.profile) : null;
  const isDue = loginId !== null && promptFlags().isDue(loginId);
  const PromptCheck = useModuleAtOnce(loadPromptCheck, isDue)?.MembershipPromptCheck;
  const [answer, setAnswer] = useState<Answer | null>(null);
  // Open at once on a later page, where this session's check found no active membership (checked
  // once per session, SPEC.md section 4), until the check asked again answers.
  // Offline it waits: "Take Membership" needs the network, and on the pages kept for the door (a
  // ticket, the membership card) it would only stand in the way. It is not answered by that.
  const isOnline = useOnline();
  const isOpen =
    isOnline &&
    email !== null &&
    (answer?.email === email ? answer.isOpen : promptFlags().isPromptKnownFor(email));

  const close = (target?: string) => {
    finishPrompt(promptFlags());
    if (email) setAnswer({ email, isOpen: false });
    if (target) void navigate(target);
  };

  // A member who reached the purchase page is taking a membership: the prompt has done its work.
  const isOnPurchasePage = useLocation().pathname === purchasePath;
  const [isTakenUp, setTakenUp] = useState(false);
  if (isOpen && isOnPurchasePage && email) {
    setAnswer({ email, isOpen: false });
    setTakenUp(true);
  }
  useEffect(() => {
    if (isTakenUp) finishPrompt(promptFlags());
  }, [isTakenUp]);

  // The page prerendered, and the app's first render hydrating it, carry the prompt hidden: the
  // page's script shows it before the first paint when this session's check found no membership,
  // so the member sees it with the page, and the app takes over the same element.
  const isPrerendered = isPrerenderedState(auth);
  return (
    <>
      {(isOpen || isPrerendered) && (
        <div
          {...{ [membershipPromptAttribute]: '' }}
          hidden={!isOpen}
          // Shown by the page's script before the app hydrated it hidden.
          suppressHydrationWarning
          // Held at the foot of the screen by the end of the page (sticky), where the layout puts
          // it on a short page too: it moves nothing the member is already looking at when it
          // appears, nor moves itself as the page fills.
          style={{
            position: 'sticky',
            bottom: 'var(--page-foot, var(--mantine-spacing-md))',
            zIndex: 2,
            marginTop: 'var(--mantine-spacing-md)',
          }}
        >
          <MembershipPromptView onClose={close} />
        </div>
      )}
      {PromptCheck && email && loginId && (
        <PromptCheck
          email={email}
          loginId={loginId}
          isDrawn={isOpen}
          onAnswer={(show) => {
            if (show) setAnswer({ email, isOpen: true });
            else if (!promptFlags().needsCheck()) setAnswer({ email, isOpen: false });
          }}
        />
      )}
    </>
  );
}

/**
 * Not a modal: the prompt waits at the foot of the screen, so the member can read the page, and
 * nothing takes their focus or blocks the screen they came to use.
 */
function MembershipPromptView({ onClose }: { onClose: (target?: string) => void }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="membership-prompt-title"
      className={`${plainClasses.paper} ${classes.prompt}`}
    >
      <div>
        <p className={`${plainClasses.text} ${classes.title}`} id="membership-prompt-title">
          {t('membershipPrompt.title')}
        </p>
        <p className={plainClasses.text}>{t('membershipPrompt.body')}</p>
      </div>
      <div className={plainClasses.group}>
        <PlainButton variant="default" onClick={() => onClose()}>
          {t('membershipPrompt.ignore')}
        </PlainButton>
        <PlainButton onClick={() => onClose(purchasePath)}>
          {t('membershipPrompt.take')}
        </PlainButton>
      </div>
    </section>
  );
}
