import '@/features/landing/landing.css';
import { useTranslation } from 'react-i18next';
import { Contact } from '@/features/landing/components/contact';
import { Hero } from '@/features/landing/components/hero';
import { LandingFooter } from '@/features/landing/components/landing-footer';
import { Pricing } from '@/features/landing/components/pricing';
import { Services } from '@/features/landing/components/services';
import { useQueryToast } from '@/lib/use-query-toast';

/** The public landing page of docs/product.md#who-it-is-for: hero, services, pricing, contacts, language switch. */
export default function LandingRoute() {
  const { t } = useTranslation();
  useQueryToast('logout', 'true', 'success', t('toast.logoutSuccessful'));
  return (
    <>
      <main className="landing">
        <Hero />
        <Services />
        <Pricing />
        <Contact />
      </main>
      <LandingFooter />
    </>
  );
}
