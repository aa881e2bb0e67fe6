import { useI18n } from '../../i18n/i18n';
import { SiteLink } from '../site-link';

/** The page's last word (product.md section 2): Browse Properties and Contact Us. */
export function ClosingCta() {
  const texts = useI18n().m.home.cta;
  return (
    <section aria-labelledby="cta-title" className="cta">
      <div className="home-column">
        <div className="cta-box">
          <div aria-hidden="true" className="cta-disc-sand" />
          <div aria-hidden="true" className="cta-disc-brand" />
          <h2 id="cta-title">{texts.title}</h2>
          <p>{texts.text}</p>
          <div className="cta-links">
            <SiteLink to="/property-listing">{texts.browse}</SiteLink>
            <SiteLink to="/contact">{texts.contact}</SiteLink>
          </div>
        </div>
      </div>
    </section>
  );
}
