import { Card } from 'primereact/card';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface AuthLink {
  to: string;
  label: string;
  prefix?: string;
}

/** The centred card of the account pages, with its links underneath. */
export function AuthCard({
  title,
  subtitle,
  links = [],
  children,
}: {
  title: string;
  subtitle?: string;
  links?: AuthLink[];
  children: ReactNode;
}) {
  return (
    <main className="page auth-page">
      <Card className="auth-card">
        <h1>{title}</h1>
        {subtitle && <p className="auth-subtitle">{subtitle}</p>}
        {children}
        {links.length > 0 && (
          <nav className="auth-links">
            {links.map((link) => (
              <span key={link.to}>
                {link.prefix && `${link.prefix} `}
                <Link to={link.to}>{link.label}</Link>
              </span>
            ))}
          </nav>
        )}
      </Card>
    </main>
  );
}
