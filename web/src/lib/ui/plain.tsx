import type { ComponentProps, ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import classes from './plain.module.css';

/*
 * The controls of the shell and of the first view, without Mantine's components: Mantine loads
 * with the first part of a page that needs it (`lib/libraries/provider.tsx`), so what every page draws
 * first does not wait for it (issue 19). They look as Mantine's do (`plain.module.css`).
 */

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

interface ButtonLook {
  variant?: 'filled' | 'default' | 'subtle' | 'light';
  size?: 'xs' | 'sm';
  leftSection?: ReactNode;
  className?: string;
  children: ReactNode;
}

function ButtonInner({ leftSection, children }: Pick<ButtonLook, 'leftSection' | 'children'>) {
  return (
    <span className={classes.buttonInner}>
      {leftSection && <span className={classes.buttonSection}>{leftSection}</span>}
      <span className={classes.buttonLabel}>{children}</span>
    </span>
  );
}

/** The look's own props, apart from the element's. */
function splitLook<P extends ButtonLook>({
  variant = 'filled',
  size = 'sm',
  leftSection,
  className,
  children,
  ...element
}: P) {
  const look = {
    className: join(classes.button, 'mantine-focus-auto', 'mantine-active', className),
    'data-variant': variant,
    'data-size': size,
    'data-with-left-section': leftSection ? true : undefined,
  };
  return { look, inner: <ButtonInner leftSection={leftSection}>{children}</ButtonInner>, element };
}

/** Mantine's Button, as a button. */
export function PlainButton(
  props: ButtonLook & Omit<ComponentProps<'button'>, 'className' | 'children'>,
) {
  const { look, inner, element } = splitLook(props);
  return (
    <button type="button" {...element} {...look}>
      {inner}
    </button>
  );
}

/** Mantine's Button, as a link within the app. */
export function PlainButtonLink(
  props: ButtonLook & Omit<ComponentProps<typeof Link>, 'className' | 'children'>,
) {
  const { look, inner, element } = splitLook(props);
  return (
    <Link {...element} {...look}>
      {inner}
    </Link>
  );
}

/** Mantine's Loader: a load under way, announced to screen readers. */
export function Spinner({ label }: { label: string }) {
  return <span className={classes.spinner} role="status" aria-label={label} />;
}

/** A spinner in the middle of where a page goes. */
export function CenteredSpinner({ label }: { label: string }) {
  return (
    <div className={classes.centered}>
      <Spinner label={label} />
    </div>
  );
}

function CloseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 15 15" fill="none" aria-hidden="true">
      <path
        d="M11.78 4.03a.75.75 0 0 0-1.06-1.06L7.5 6.19 4.28 2.97a.75.75 0 0 0-1.06 1.06L6.44 7.5l-3.22 3.22a.75.75 0 1 0 1.06 1.06L7.5 8.56l3.22 3.22a.75.75 0 1 0 1.06-1.06L8.56 7.5z"
        fill="currentColor"
      />
    </svg>
  );
}

/** Mantine's Alert, light: a message in red or green, which may be closed. */
export function PlainAlert({
  color,
  icon,
  title,
  role,
  onClose,
  closeLabel,
  className,
  children,
}: {
  color: 'red' | 'green';
  icon?: ReactNode;
  title?: string;
  role: 'alert' | 'status';
  /** With a label, the alert has a close button. */
  onClose?: () => void;
  closeLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={join(classes.alert, className)} data-color={color} role={role}>
      {icon && <div className={classes.alertIcon}>{icon}</div>}
      <div className={classes.alertBody}>
        {title && <div className={classes.alertTitle}>{title}</div>}
        {children}
      </div>
      {onClose && closeLabel && (
        <button
          type="button"
          className={join(classes.closeButton, 'mantine-focus-auto', 'mantine-active')}
          aria-label={closeLabel}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}

/** Mantine's Burger: opens and closes the navigation. */
export function Burger({
  opened,
  ...props
}: { opened: boolean } & Omit<ComponentProps<'button'>, 'className' | 'children'>) {
  return (
    <button type="button" className={join(classes.burger, 'mantine-focus-auto')} {...props}>
      <span className={classes.burgerLines} data-opened={opened || undefined} />
    </button>
  );
}

/** Mantine's ActionIcon, subtle and grey, with an Indicator's count at its corner. */
export function CountedIconButton({
  count,
  children,
  ...props
}: { count: number; children: ReactNode } & Omit<
  ComponentProps<'button'>,
  'className' | 'children'
>) {
  return (
    <span className={classes.indicator}>
      <button
        type="button"
        className={join(classes.iconButton, 'mantine-focus-auto', 'mantine-active')}
        {...props}
      >
        {children}
      </button>
      <span className={classes.indicatorLabel} aria-hidden="true">
        {count}
      </span>
    </span>
  );
}

/** Mantine's Avatar, filled: initials that link within the app. */
export function AvatarLink({ children, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link {...props} className={join(classes.avatar, 'mantine-focus-auto')}>
      <span className={classes.avatarInitials}>{children}</span>
    </Link>
  );
}

/** Mantine's Title. */
export function Heading({
  order,
  size,
  className,
  ref,
  ...props
}: {
  order: 1 | 2;
  size?: 'h2' | 'h3';
  ref?: Ref<HTMLHeadingElement>;
} & ComponentProps<'h1'>) {
  const Tag = order === 1 ? 'h1' : 'h2';
  return <Tag ref={ref} {...props} className={join(classes.title, className)} data-size={size} />;
}

export const plainClasses = classes;
