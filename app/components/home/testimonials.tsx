/** Three clients in their own words (product.md section 1: static testimonials). */
const TESTIMONIALS = [
  {
    name: 'Anjali Menon',
    role: 'Bought a villa in Kakkanad, Kochi',
    quote:
      'We were in Dubai the whole time. They walked us through every visit on video, checked the papers and had the keys ready the week we flew in.',
    tone: 'bg-brand-100 text-brand-800',
  },
  {
    name: 'Rahul Nair',
    role: 'Rents an apartment in Thrissur',
    quote:
      'I messaged on WhatsApp at night and had three flats to see the next morning. No broker, no deposit games, just a fair rent.',
    tone: 'bg-sand-200 text-sand-900',
  },
  {
    name: 'Fathima Rasheed',
    role: 'Sold family land in Thalassery, Kannur',
    quote:
      'Selling my father’s plot felt daunting. The Kannur office found a buyer in two months and sorted the survey and deed with us.',
    tone: 'bg-ink-100 text-ink-800',
  },
];

function initialsOf(name: string): string {
  return name
    .split(' ')
    .map((word) => word[0])
    .join('');
}

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="testimonials">
      <div className="home-column">
        <div className="section-intro">
          <p className="eyebrow">Our clients</p>
          <h2 id="testimonials-title" className="home-title">
            Families across Kerala found their place with us
          </h2>
        </div>
        <ul className="testimonial-list">
          {TESTIMONIALS.map((testimonial) => (
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
                  <span aria-hidden="true" className={`testimonial-initials ${testimonial.tone}`}>
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
