import { cloneElement, type ReactElement, type ReactNode, useId, useState } from 'react';
import classes from './hint.module.css';

interface HintProps {
  label: ReactNode;
  /** Where the hint appears relative to its element. */
  position?: 'right' | 'bottom-end';
  disabled?: boolean;
  /** False when the label repeats the element's own accessible name, so it is not read twice. */
  isDescription?: boolean;
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

/**
 * A tooltip shown on hover and keyboard focus, made with CSS so the first load carries no
 * positioning library. Escape hides it without moving focus (WCAG 1.4.13).
 */
export function Hint({
  label,
  position = 'bottom-end',
  disabled = false,
  isDescription = true,
  children,
}: HintProps) {
  const id = useId();
  const [isDismissed, setDismissed] = useState(false);
  if (disabled) return children;
  return (
    // Only listens to the Escape key bubbling up from the focusable child it describes.
    <span
      role="presentation"
      className={classes.anchor}
      data-position={position}
      data-dismissed={isDismissed || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setDismissed(true);
      }}
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      {isDescription ? cloneElement(children, { 'aria-describedby': id }) : children}
      <span
        role="tooltip"
        id={id}
        className={classes.tip}
        aria-hidden={!isDescription || undefined}
      >
        {label}
      </span>
    </span>
  );
}
