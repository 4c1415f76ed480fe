import type { ReactNode } from 'react';
import './tenant-card.css';

/** A titled card of the tenant page, named by its title for assistive tech. */
export function TenantCard({
  id,
  icon,
  title,
  wide = false,
  children,
}: {
  id: string;
  icon: string;
  title: string;
  /** Spans the whole row (the contract history). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={wide ? 'tenant-card tenant-card-wide' : 'tenant-card'}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>
        <i className={icon} aria-hidden="true" /> {title}
      </h2>
      {children}
    </section>
  );
}
