/** Three clients in their own words (SPEC section 1: static testimonials). */
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
    <section aria-labelledby="testimonials-title" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-[0.18em] text-sand-700 uppercase">
            Our clients
          </p>
          <h2
            id="testimonials-title"
            className="mt-3 font-display text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl"
          >
            Families across Kerala found their place with us
          </h2>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-ink-100 bg-canvas p-6 shadow-xs sm:p-8">
                <svg
                  viewBox="0 0 32 24"
                  className="h-6 w-8 text-sand-400"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    fill="currentColor"
                    d="M0 24V14C0 6.5 4 1.6 11.5 0l1.3 3.4C8.6 5 6.6 8 6.4 11.5H12V24H0Zm19 0V14C19 6.5 23 1.6 30.5 0l1.3 3.4c-4.2 1.6-6.2 4.6-6.4 8.1H31V24H19Z"
                  />
                </svg>
                <blockquote className="mt-5 flex-1 text-base leading-relaxed text-ink-800">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-4">
                  <span
                    aria-hidden="true"
                    className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full font-display text-lg font-semibold ${testimonial.tone}`}
                  >
                    {initialsOf(testimonial.name)}
                  </span>
                  <span>
                    <span className="block font-semibold text-ink-950">{testimonial.name}</span>
                    <span className="block text-sm text-ink-600">{testimonial.role}</span>
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
