import { useId, type ReactNode } from 'react';
import { LanguageSwitch } from './LanguageSwitch';
import './card-page.css';

interface CardPageProps {
  title: string;
  children: ReactNode;
  /** Wider card for forms with more than a couple of fields. */
  wide?: boolean;
}

/**
 * A single centred card with the brand and the language choice: the public screens (sign-in,
 * sign-up, email confirmation, password reset) and the setup steps outside the dashboard.
 */
export function CardPage({ title, children, wide = false }: CardPageProps) {
  const titleId = useId();
  return (
    <main className="auth-page">
      <section className={wide ? 'auth-card auth-card-wide' : 'auth-card'} aria-labelledby={titleId}>
        <div className="auth-card-top">
          <p className="brand" aria-hidden="true">
            Factoría
          </p>
          <LanguageSwitch />
        </div>
        <h1 id={titleId}>{title}</h1>
        {children}
      </section>
    </main>
  );
}
