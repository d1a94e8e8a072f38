import { useId, type ReactNode } from 'react';

/** A card of the theme (`card`) named by its heading: a landmark a screen reader can list. */
export function CardSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
