import type { ReactNode } from 'react';

/** Empty, error and offline states share one layout: a title, a line of help, an action. */
export function StateMessage({
  tone = 'neutral',
  title,
  children,
  action,
}: {
  tone?: 'neutral' | 'error' | 'offline';
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section
      className={`state-message state-message--${tone}`}
      role={tone === 'error' ? 'alert' : undefined}
    >
      <h2 className="state-message__title">{title}</h2>
      {children && <div className="state-message__body">{children}</div>}
      {action && <div className="state-message__action">{action}</div>}
    </section>
  );
}
