import { SiteLink } from '../site-link';

/** The page's last word (product.md section 2): Browse Properties and Contact Us. */
export function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="cta">
      <div className="home-column">
        <div className="cta-box">
          <div aria-hidden="true" className="cta-disc-sand" />
          <div aria-hidden="true" className="cta-disc-brand" />
          <h2 id="cta-title">Ready to find your place in Kerala?</h2>
          <p>Browse every listing, or tell us what you need and we will reply within 24 hours.</p>
          <div className="cta-links">
            <SiteLink to="/property-listing">Browse Properties</SiteLink>
            <SiteLink to="/contact">Contact Us</SiteLink>
          </div>
        </div>
      </div>
    </section>
  );
}
