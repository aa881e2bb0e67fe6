import type { ReactNode } from 'react';
import { StrokeIcon } from '../stroke-icon';

/** The claims of product.md section 1: since 2010, 300+ properties, 400+ clients, 24 h replies. */
const STATS = [
  { value: '2010', label: 'Serving Kerala since' },
  { value: '300+', label: 'Properties listed' },
  { value: '400+', label: 'Happy clients' },
  { value: '24 h', label: 'Reply to every enquiry' },
];

const REASONS: { title: string; body: string; icon: ReactNode }[] = [
  {
    title: 'No brokers, no commission',
    body: 'Deal directly with owners and our team. We charge a minimal service fee, never a commission.',
    icon: <path d="M5 12.5 9.5 17 19 7.5" />,
  },
  {
    title: 'Every kind of property',
    body: 'Homes, apartments, villas, shops, offices and land, each labelled as listed by us or by the owner.',
    icon: <path d="M4 11.5 12 5l8 6.5M6.5 10v9h11v-9M10.5 19v-4.5h3V19" />,
  },
  {
    title: 'Quick, real answers',
    body: 'We reply within 24 hours, and around the clock for urgent enquiries, by phone, WhatsApp or e-mail.',
    icon: <path d="M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />,
  },
  {
    title: 'Local since 2010',
    body: 'Offices in Cochin and Kannur, and people who know each town, road and neighbourhood.',
    icon: (
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />
    ),
  },
];

/** Four reasons to choose us (product.md section 1), and the figures (`.why`, `.stats`). */
export function WhyChooseUs() {
  return (
    <>
      <section aria-labelledby="why-title" className="why">
        <div className="home-column">
          <div className="section-intro">
            <p className="eyebrow">Why choose us</p>
            <h2 id="why-title" className="home-title">
              A simpler, fairer way to find your place in Kerala
            </h2>
          </div>
          <ul className="why-list">
            {REASONS.map((reason) => (
              <li key={reason.title}>
                <span>
                  <StrokeIcon strokeWidth={1.8}>{reason.icon}</StrokeIcon>
                </span>
                <h3>{reason.title}</h3>
                <p>{reason.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-label="At a glance" className="stats">
        <dl>
          {STATS.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
