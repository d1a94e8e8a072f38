import type { ReactNode } from 'react';

/**
 * Empty, error and offline states share one layout: a title, a line of help, an action. A state
 * that is the whole screen (not found, could not start, no order) passes `headingLevel={1}`:
 * every screen has one level-one heading (docs/display.md#landmarks).
 */
export function StateMessage({
  tone = 'neutral',
  title,
  children,
  action,
  headingLevel = 2,
}: {
  tone?: 'neutral' | 'error' | 'offline';
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      className={`state-message state-message--${tone}`}
      role={tone === 'error' ? 'alert' : undefined}
    >
      <Heading className="state-message__title">{title}</Heading>
      {children && <div className="state-message__body">{children}</div>}
      {action && <div className="state-message__action">{action}</div>}
    </section>
  );
}
