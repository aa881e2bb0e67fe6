import type { HomeContent } from '../../i18n/en/content/home';
import { useI18n } from '../../i18n/i18n';

/** The initials' colours, one for each testimonial in turn. */
const TONES = [
  'bg-brand-100 text-brand-800',
  'bg-sand-200 text-sand-900',
  'bg-ink-100 text-ink-800',
] as const;

function initialsOf(name: string): string {
  return name
    .split(' ')
    .map((word) => word[0])
    .join('');
}

/**
 * Three clients in their own words (product.md section 1: static testimonials). They come with
 * the page's data (content/home.ts), in its language.
 */
export function Testimonials({ testimonials }: { testimonials: HomeContent['testimonials'] }) {
  const texts = useI18n().m.home.testimonials;
  return (
    <section aria-labelledby="testimonials-title" className="testimonials">
      <div className="home-column">
        <div className="section-intro">
          <p className="eyebrow">{texts.eyebrow}</p>
          <h2 id="testimonials-title" className="home-title">
            {texts.title}
          </h2>
        </div>
        <ul className="testimonial-list">
          {testimonials.map((testimonial, index) => (
            <li key={testimonial.name}>
              <figure>
                <svg viewBox="0 0 32 24" aria-hidden="true">
                  <path
                    fill="currentColor"
                    d="M0 24V14C0 6.5 4 1.6 11.5 0l1.3 3.4C8.6 5 6.6 8 6.4 11.5H12V24H0Zm19 0V14C19 6.5 23 1.6 30.5 0l1.3 3.4c-4.2 1.6-6.2 4.6-6.4 8.1H31V24H19Z"
                  />
                </svg>
                <blockquote>
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption>
                  <span
                    aria-hidden="true"
                    className={`testimonial-initials ${TONES[index % TONES.length]}`}
                  >
                    {initialsOf(testimonial.name)}
                  </span>
                  <span>
                    <span className="testimonial-name">{testimonial.name}</span>
                    <span className="testimonial-role">{testimonial.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
