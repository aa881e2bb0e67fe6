import type { FaqItem } from '../../../components/pages/faq-list';
import type { OfficeId } from '../../../lib/offices';

/** An office as the contact page shows it. */
export interface OfficeText {
  city: string;
  /** Lines of the postal address, with the PIN code. */
  address: readonly string[];
  /** Which districts it looks after. */
  note: string;
}

/**
 * The contact page's longer texts, sent by its loader so they stay out of the catalogue every
 * page downloads (docs/decisions/014). The Malayalam file `satisfies` this type.
 */
export interface ContactContent {
  offices: Readonly<Record<OfficeId, OfficeText>>;
  faq: readonly FaqItem[];
}

export const contactContent: ContactContent = {
  offices: {
    cochin: {
      city: 'Cochin',
      address: ['2nd Floor, Marine Plaza', 'Marine Drive, Ernakulam', 'Cochin, Kerala 682031'],
      note: 'Head office: Ernakulam, Thrissur, Kottayam, Alappuzha and the south.',
    },
    kannur: {
      city: 'Kannur',
      address: ['1st Floor, Fort View Arcade', 'Fort Road', 'Kannur, Kerala 670001'],
      note: 'Malabar office: Kannur, Kasaragod, Kozhikode, Wayanad and Malappuram.',
    },
  },
  faq: [
    {
      question: 'How quickly will you reply to my enquiry?',
      answer:
        'We reply within 24 hours, usually the same working day. For urgent enquiries, such as a visit you need to arrange today, call or WhatsApp us: someone answers 24/7.',
    },
    {
      question: 'Do you charge a brokerage or commission?',
      answer:
        'No. We never take a commission on a sale or a rent. A minimal service fee is charged instead, agreed in writing before we start and paid in advance.',
    },
    {
      question: 'Can I list my own property with you?',
      answer:
        'Yes. Send us a message or chat with us on WhatsApp with the location, type and a few photos. We visit, check the documents and publish the listing, marked as Direct Owner or as a Management Property.',
    },
    {
      question: 'Can I visit a property before deciding?',
      answer:
        'Of course. Tell us which listing and when suits you, and we arrange a site visit with the owner or our team, on weekdays or at the weekend during office hours.',
    },
  ],
};
