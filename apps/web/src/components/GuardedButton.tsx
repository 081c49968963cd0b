/**
 * A button that disables itself for 2000 ms after a click (spec 000 §5, §9 click guard).
 * Defaults follow spec 000 §9: primary type, medium size.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from 'antd';
import { CLICK_GUARD_MS } from '../lib/constants';

export interface GuardedButtonProps extends ButtonProps {
  /** Guard window in ms (default 2000). */
  guardMs?: number;
}

export function GuardedButton({ guardMs = CLICK_GUARD_MS, onClick, disabled, type = 'primary', ...rest }: GuardedButtonProps) {
  const [locked, setLocked] = useState(false);
  const lockedRef = useRef(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  return (
    <Button
      type={type}
      {...rest}
      disabled={disabled || locked}
      onClick={(event) => {
        if (lockedRef.current) {
          event.preventDefault();
          return;
        }
        lockedRef.current = true;
        onClick?.(event);
        // Disable after the click has finished: a submit button disabled during its own click
        // would not submit its form.
        timers.current.push(
          setTimeout(() => setLocked(true), 0),
          setTimeout(() => {
            lockedRef.current = false;
            setLocked(false);
          }, guardMs),
        );
      }}
    />
  );
}
